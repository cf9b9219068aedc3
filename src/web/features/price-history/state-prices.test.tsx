import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Area, AreaPrice, AreaSeries } from '../../../contract/areas';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { sampleProduct } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import type { AreaLine } from './components/area-chart';

// jsdom has no canvas: the lazy Chart.js component is replaced by its lines in words.
vi.mock('./components/area-chart', () => ({
  default: ({ lines, summary }: { lines: AreaLine[]; summary: string }) => (
    <div role="img" aria-label={summary}>
      {lines.map((l) => `${l.label}: ${l.series.length} months`).join('; ')}
    </div>
  ),
}));

const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;
const AREAS: Area[] = [
  { key: 'national', name: 'National', kind: 'national', zone: null },
  { key: 'south-west', name: 'South West', kind: 'zone', zone: null },
  { key: 'lagos', name: 'Lagos', kind: 'state', zone: 'south-west' },
  { key: 'akwa-ibom', name: 'Akwa Ibom', kind: 'state', zone: 'south-south' },
  { key: 'borno', name: 'Borno', kind: 'state', zone: 'north-east' },
];
const RICE: AreaPrice = {
  area: 'Lagos',
  commodityId: ID(1),
  name: 'Rice (local)',
  unit: 'KG',
  category: 'Cereals and tubers',
  price: 612.5,
  unitPrice: { amount: 612.5, per: 'kg' },
  month: '2022-11',
  source: 'nbs',
  yearBefore: { price: 490, month: '2021-11' },
  first: { price: 250, month: '2016-01' },
};
const EGGS: AreaPrice = {
  ...RICE,
  commodityId: ID(2),
  name: 'Eggs',
  unit: '12 pcs',
  price: 780,
  unitPrice: { amount: 65, per: 'piece' },
  yearBefore: null,
  first: { price: 780, month: '2016-01' },
};
const series = (n: number, price: number): AreaSeries =>
  Array.from({ length: n }, (_, i) => ({
    month: `${2016 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
    price: price + i,
    source: 'nbs',
  }));

const shell = (c: Call) => {
  if (c.url === '/api/areas') return { status: 200, body: AREAS };
  if (c.url === '/api/sources') return { status: 200, body: [] };
  return undefined;
};

describe('state prices page (public)', () => {
  it('shows the state’s latest averages with their month, the change over a year and since 2016, and the chart against the nation', async () => {
    const calls = mockFetch((c) => {
      if (c.url === '/api/areas/lagos/prices') return { status: 200, body: [RICE, EGGS] };
      if (c.url === `/api/areas/lagos/prices/${ID(1)}`) return { status: 200, body: series(83, 250) };
      if (c.url === `/api/areas/national/prices/${ID(1)}`) return { status: 200, body: series(106, 240) };
      if (c.url === `/api/areas/lagos/prices/${ID(2)}`) return { status: 200, body: series(83, 700) };
      if (c.url === `/api/areas/national/prices/${ID(2)}`) return { status: 200, body: series(50, 690) };
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/prices/lagos');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lagos state prices' })).toBeInTheDocument();
    expect(screen.getByText(/These are history and context, not today’s prices/)).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Latest average prices in Lagos' });
    const rice = within(table).getByText('Rice (local)').closest('tr')!;
    expect(rice).toHaveTextContent('N612.50');
    expect(rice).toHaveTextContent('NBS, Nov 2022');
    expect(rice).toHaveTextContent('+25%'); // 490 → 612.50
    expect(rice).toHaveTextContent('+145%'); // 250 → 612.50
    expect(rice).toHaveTextContent('from N250 in Jan 2016');
    const eggs = within(table).getByText('Eggs').closest('tr')!;
    expect(eggs).toHaveTextContent('per 12 pcs');
    expect(eggs).toHaveTextContent('N65 per piece');
    expect(eggs).toHaveTextContent('—');
    expect(eggs).toHaveTextContent('no change');

    const chart = await screen.findByRole('img', {
      name: /Monthly average price of Rice \(local\) in Lagos and in Nigeria/,
    });
    expect(chart).toHaveTextContent('Lagos average: 83 months; National average: 106 months');
    await user.selectOptions(screen.getByLabelText('Item'), ID(2));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: /of Eggs in Lagos/ })).toHaveTextContent('National average: 50 months'),
    );
    expect(calls.filter((c) => c.url.startsWith('/api/areas/lagos/prices/'))).toHaveLength(2);
  });

  it('finds a state by its name in any case and moves to another state from the picker', async () => {
    mockFetch((c) => {
      if (c.url.endsWith('/prices')) return { status: 200, body: [] };
      return shell(c);
    });
    const user = userEvent.setup();
    const router = renderApp('/prices/Akwa%20Ibom');
    expect(await screen.findByRole('heading', { level: 1, name: 'Akwa Ibom state prices' })).toBeInTheDocument();
    expect(await screen.findByText('No average prices for Akwa Ibom yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('State'), 'borno');
    await waitFor(() => expect(router.state.location.pathname).toBe('/prices/borno'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Borno state prices' })).toBeInTheDocument();
  });

  it('says so for a state it does not know, and offers the picker', async () => {
    mockFetch(shell);
    renderApp('/prices/atlantis');
    expect(await screen.findByText('We know no state called “atlantis”.')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toBeInTheDocument();
  });

  it('shows the server’s error with a Retry', async () => {
    mockFetch((c) =>
      c.url === '/api/areas/lagos/prices' ? problem(503, 'SERVICE_UNAVAILABLE', 'Try again soon.') : shell(c),
    );
    renderApp('/prices/lagos');
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});

describe('a product’s page', () => {
  it('finds the same item in the source’s own pack by its name', async () => {
    const product = sampleProduct(ID(8), { commodityId: ID(99), name: 'Rice (local)', marketState: 'Lagos' });
    mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(8)}`) return { status: 200, body: { product, imageData: null } };
      if (c.url === '/api/areas/Lagos/prices') return { status: 200, body: [EGGS, RICE] };
      return shell(c);
    });
    renderApp(`/products/${ID(8)}`);
    expect(await screen.findByText(/Lagos state average:/)).toHaveTextContent('N612.50 per kg (NBS, Nov 2022)');
  });

  it('shows the state’s average of the item with its source and month, beside the market price and its age', async () => {
    const product = sampleProduct(ID(7), {
      commodityId: ID(1),
      marketState: 'Lagos',
      priceSource: 'wfp',
      priceObservedAt: '2026-08-15T12:00:00.000Z',
      priceAge: 'old',
    });
    mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(7)}`) return { status: 200, body: { product, imageData: null } };
      if (c.url === '/api/areas/Lagos/prices') return { status: 200, body: [RICE] };
      return shell(c);
    });
    renderApp(`/products/${ID(7)}`);
    expect(await screen.findByText(/Lagos state average:/)).toHaveTextContent(
      'Lagos state average: N612.50 per kg (NBS, Nov 2022)',
    );
    expect(screen.getByRole('link', { name: 'See Lagos state average prices' })).toHaveAttribute(
      'href',
      '/prices/lagos',
    );
    expect(screen.getByText(/15 Aug 2026/)).toHaveTextContent('old price');
  });
});
