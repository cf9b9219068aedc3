import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminSource, Source } from '../../../contract/sources';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;

const WFP: Source = {
  key: 'wfp',
  name: 'WFP market prices',
  publisher: 'World Food Programme (WFP), on the Humanitarian Data Exchange (HDX)',
  licence: 'CC BY-IGO',
  attribution: 'Source: World Food Programme, via HDX.',
  url: 'https://data.humdata.org/dataset/wfp-food-prices-for-nigeria',
  kind: 'market',
  coverage: 'Monthly retail prices at 68 markets in 14 states.',
  enabled: true,
  oldestMonth: '2025-09',
  newestMonth: '2026-08',
};
const NBS: Source = {
  ...WFP,
  key: 'nbs',
  name: 'NBS Selected Food Prices Watch',
  publisher: 'National Bureau of Statistics (NBS), Nigeria',
  licence: 'Published by NBS for the public',
  attribution: 'Source: National Bureau of Statistics, Selected Food Prices Watch.',
  kind: 'area',
  coverage: 'Average prices in every state and the FCT.',
  oldestMonth: '2016-01',
  newestMonth: '2022-11',
};

const shell = (c: Call) => {
  if (c.url === '/api/carts/mine') return problem(404, 'NOT_FOUND', 'No cart yet.');
  if (c.url === '/api/notifications/unread-count') return { status: 200, body: { unread: 0 } };
  return undefined;
};

describe('Data sources (public)', () => {
  it('credits each source with its licence, coverage and how fresh it is, and is linked from the footer', async () => {
    mockFetch((c) => (c.url === '/api/sources' ? { status: 200, body: [WFP, NBS] } : shell(c)));
    renderApp('/dashboard');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(footer).getByRole('link', { name: 'Data sources' })).toHaveAttribute('href', '/sources');

    renderApp('/sources');
    expect(await screen.findByRole('heading', { name: 'WFP market prices' })).toBeInTheDocument();
    expect(screen.getByText('CC BY-IGO')).toBeInTheDocument();
    expect(screen.getByText(/Sept? 2025 to Aug 2026 · newest \d+ months? ago/)).toBeInTheDocument();
    expect(screen.getByText(/Jan 2016 to Nov 2022 · newest \d+ years ago/)).toBeInTheDocument();
    expect(screen.getByText(/history and context, never a market’s price today/)).toBeInTheDocument();
    expect(screen.getByText('Source: National Bureau of Statistics, Selected Food Prices Watch.')).toBeInTheDocument();
  });

  it('says when a source is switched off', async () => {
    mockFetch((c) => (c.url === '/api/sources' ? { status: 200, body: [{ ...WFP, enabled: false }] } : shell(c)));
    renderApp('/sources');
    expect(await screen.findByText(/Switched off for now/)).toBeInTheDocument();
  });
});

describe('Price sources (admin)', () => {
  const imports: AdminSource['imports'] = [
    {
      id: ID(1),
      sourceKey: 'nbs',
      origin: 'nbs-2022-12.csv',
      startedAt: '2026-11-20T09:00:00.000Z',
      finishedAt: '2026-11-20T09:00:05.000Z',
      status: 'done',
      rowsNew: 1110,
      rowsUpdated: 0,
      rowsUnchanged: 3,
      rowsRejected: 2,
      rejected: [
        { line: 7, reason: 'price: must be a number' },
        { line: 9, reason: 'state: unknown state "Lagoss"' },
      ],
      message: null,
    },
  ];

  it('shows each source’s imports with the rejected lines, and switches one off after asking', async () => {
    signIn(ID(900), 'admin');
    let enabled = true;
    const calls = mockFetch((c) => {
      if (c.url === '/api/admin/sources') return { status: 200, body: [{ ...NBS, enabled, imports }] };
      if (c.url === '/api/admin/sources/nbs' && c.method === 'PUT') {
        enabled = (c.body as { enabled: boolean }).enabled;
        return { status: 200, body: { ...NBS, enabled, imports } };
      }
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/admin/sources');
    expect(await screen.findByRole('heading', { name: /NBS Selected Food Prices Watch \(on\)/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Imports of NBS Selected Food Prices Watch' });
    expect(within(table).getByText('nbs-2022-12.csv')).toBeInTheDocument();
    expect(within(table).getByText('1,110')).toBeInTheDocument();
    await user.click(within(table).getByText('2'));
    expect(within(table).getByText('Line 9: state: unknown state "Lagoss"')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch off NBS Selected Food Prices Watch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch NBS Selected Food Prices Watch off?' });
    expect(within(dialog).getByText(/Nothing is deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ enabled: false });
    expect(await screen.findByRole('heading', { name: /NBS Selected Food Prices Watch \(off\)/ })).toBeInTheDocument();
  });

  it('asks for a file before importing, and shows the server’s refusal', async () => {
    signIn(ID(900), 'admin');
    const calls = mockFetch((c) => {
      if (c.url === '/api/admin/sources') return { status: 200, body: [{ ...WFP, imports: [] }] };
      if (c.url === '/api/admin/import?source=nbs')
        return problem(400, 'BAD_REQUEST', 'The file is not in the NBS format: no "state" column.');
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/admin/sources');
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a CSV file to import.');

    await user.selectOptions(screen.getByLabelText('Source'), 'nbs');
    await user.upload(
      screen.getByLabelText('CSV file (up to 20 MB)'),
      new File(['a,b\n1,2\n'], 'prices.csv', { type: 'text/csv' }),
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The file is not in the NBS format: no "state" column.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/import'))).toHaveLength(1);
  });

  it('is for admins only', async () => {
    signIn(ID(901), 'user');
    mockFetch(shell);
    const router = renderApp('/admin/sources');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/sources'));
  });
});

describe('refreshing WFP from its feed (admin)', () => {
  it('fetches now and says what came in; the server’s refusal is shown', async () => {
    signIn(ID(900), 'admin');
    let answer: { status: number; body?: unknown } = {
      status: 200,
      body: {
        id: ID(2),
        sourceKey: 'wfp',
        origin: 'https://data.humdata.org/wfp_food_prices_nga.csv',
        startedAt: '2026-11-26T09:00:00.000Z',
        finishedAt: '2026-11-26T09:00:09.000Z',
        status: 'done',
        rowsNew: 312,
        rowsUpdated: 0,
        rowsUnchanged: 4464,
        rowsRejected: 0,
        rejected: [],
        message: null,
      },
    };
    const calls = mockFetch((c) => {
      if (c.url === '/api/admin/sources')
        return {
          status: 200,
          body: [
            { ...WFP, imports: [] },
            { ...NBS, imports: [] },
          ],
        };
      if (c.url === '/api/admin/sources/wfp/refresh' && c.method === 'POST') return answer;
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/admin/sources');
    // Only WFP has a feed.
    expect(await screen.findAllByRole('button', { name: 'Fetch new prices now' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Fetch new prices now' }));
    expect(await screen.findByText('WFP market prices: 312 new prices.')).toBeInTheDocument();

    answer = problem(409, 'CONFLICT', 'WFP market prices has no feed configured (WFP_FEED_URL).');
    await user.click(screen.getByRole('button', { name: 'Fetch new prices now' }));
    expect(await screen.findByText('WFP market prices has no feed configured (WFP_FEED_URL).')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/refresh'))).toHaveLength(2);
  });
});
