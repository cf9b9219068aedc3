import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Chart, ChartPoint, ChartProduct } from '../../../contract/price-history';
import type { Source } from '../../../contract/sources';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { BAR_BORDER, chartData, chartOptions, chartSummary, randomColours } from './components/chart-config';
import { insightText } from './components/insight';

// jsdom has no canvas: the lazy Chart.js component is replaced by its text alternative.
vi.mock('./components/price-chart', async () => {
  const { chartSummary } = await import('./components/chart-config');
  const { useSourceName } = await import('../../app/source-names');
  function PriceChart({ chart }: { chart: Chart }) {
    return <div role="img" aria-label={chartSummary(chart, useSourceName())} />;
  }
  return { default: PriceChart };
});

const products: ChartProduct[] = [
  { name: 'Beans (white)', unit: 'kg', category: 'Pulses' },
  { name: 'Maize flour', unit: 'kg', category: 'Cereals' },
  { name: 'Rice (imported)', unit: 'kg', category: 'Cereals' },
];

/** Monthly prices on the 15th, September 2025 to August 2026, at Lagos midnight. */
const MONTHS = ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05'];
const pointOf = (day: string, price: number, sources = ['wfp']): ChartPoint => ({
  changeDateTime: `${day}T00:00:00+01:00`,
  price,
  min: price - 100,
  max: price + 100,
  last: price,
  count: 3,
  sources,
});

const chartOf = (over: Partial<Chart> = {}): Chart => ({
  productName: 'Rice (imported)',
  marketName: null,
  period: 'Monthly',
  source: null,
  sources: ['wfp'],
  points: [
    ...MONTHS.map((m, i) => pointOf(`${m}-01`, 3400 + i * 50)),
    pointOf('2026-06-01', 3700),
    pointOf('2026-07-01', 3742.5),
    pointOf('2026-08-01', 3900),
  ],
  insight: {
    asOf: '2026-08-14T23:00:00.000Z',
    latestPrice: 3900,
    low30Days: { price: 3200, marketName: 'Gashua', observedAt: '2026-08-14T23:00:00.000Z' },
    typicalRange: { low: 3400, high: 4100, observations: 27 },
    change: { previous: 3742.5, latest: 3900, percent: 4.2 },
    verdict: 'typical',
  },
  areas: [],
  ...over,
});

const chartCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/price-analysis/chart'));

/** The price sources as GET /api/sources names them. */
const source = (key: string, name: string): Source => ({
  key,
  name,
  publisher: name,
  licence: 'CC BY-IGO',
  attribution: `Source: ${name}.`,
  url: null,
  kind: key === 'nbs' ? 'area' : 'market',
  coverage: '',
  enabled: true,
  oldestMonth: '2025-09',
  newestMonth: '2026-08',
});
const SOURCES = [
  source('wfp', 'WFP market prices'),
  source('nbs', 'NBS Selected Food Prices Watch'),
  source('shoppers', 'Shoppers'),
];

/** Answers the products list, the price sources, the layout's cart count, and the chart with `chart(call)`. */
function answer(chart: (c: Call) => { status: number; body?: unknown }) {
  return mockFetch((c) => {
    if (c.url === '/api/price-analysis/products') return { status: 200, body: products };
    if (c.url === '/api/sources') return { status: 200, body: SOURCES };
    if (c.url.startsWith('/api/price-analysis/chart')) return chart(c);
    if (c.url === '/api/carts/mine')
      return { status: 200, body: { cartId: null, items: [], totalItems: 0, totalPrice: 0 } };
    return undefined;
  });
}

const INSIGHT =
  'Lowest in the last 30 days of data: N3,200 at Gashua (08/15/2026). Typical range over 90 days: N3,400 – N4,100. ' +
  'Latest N3,900 is typical against the last 90 days. Up 4.2% on the previous month.';

describe('chart screen (/chart)', () => {
  it('loads the default chart at once: Daily, Rice (imported), all the data; query and body both carry it', async () => {
    signIn('u1');
    const calls = answer((c) => ({
      status: 200,
      body: chartOf({ period: c.url.includes('Daily') ? 'Daily' : 'Monthly' }),
    }));
    renderApp('/chart');
    expect(await screen.findByRole('heading', { name: 'Price chart', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Rice (imported)', level: 2 })).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('Daily');
    expect(screen.getByLabelText('Product name')).toHaveValue('Rice (imported)');
    expect(screen.getByLabelText('Start date')).toHaveValue('');
    expect(
      await screen.findByRole('img', {
        name: 'Bar chart of Rice (imported) prices, 12 points from 09/01/2025 to 08/01/2026',
      }),
    ).toBeInTheDocument();
    // Monthly data charted by day: the change is since the last day with prices.
    expect(screen.getByText(INSIGHT.replace('on the previous month', 'since 07/01/2026'))).toBeInTheDocument();
    expect(chartCalls(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/price-analysis/chart?period=Daily&startDate=&endDate=&productName=Rice+%28imported%29',
        body: { period: 'Daily', productName: 'Rice (imported)' },
        headers: expect.objectContaining({ authorization: expect.stringMatching(/^Bearer /) }),
      }),
    ]);

    // The numbers, for whoever cannot see the chart.
    const table = screen.getByRole('table', { name: 'Daily prices of Rice (imported)', hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(13);
    expect(
      await within(table).findByRole('row', { name: '08/01/2026 N3,900 WFP market prices', hidden: true }),
    ).toBeInTheDocument();
  });

  it('Yearly hides the start and end dates', async () => {
    signIn('u1');
    answer(() => ({ status: 200, body: chartOf() }));
    const user = userEvent.setup();
    renderApp('/chart');
    const period = await screen.findByLabelText('Period');
    expect(screen.getByLabelText('End date')).toBeInTheDocument();
    await user.selectOptions(period, 'Yearly');
    expect(screen.queryByLabelText('Start date')).toBeNull();
    expect(screen.queryByLabelText('End date')).toBeNull();
    await user.selectOptions(period, 'Weekly');
    expect(screen.getByLabelText('Start date')).toBeInTheDocument();
  });

  it('a start after the end says so and asks nothing; a good filter goes to the address and is charted', async () => {
    signIn('u1');
    const calls = answer(() => ({ status: 200, body: chartOf() }));
    const user = userEvent.setup();
    const router = renderApp('/chart');
    await screen.findByRole('heading', { name: 'Rice (imported)', level: 2 });
    await user.type(screen.getByLabelText('Start date'), '2026-08-01');
    await user.type(screen.getByLabelText('End date'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(chartCalls(calls)).toHaveLength(1);
    expect(router.state.location.search).toBe('');

    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2026-08-31');
    await user.selectOptions(screen.getByLabelText('Period'), 'Monthly');
    await user.selectOptions(screen.getByLabelText('Product name'), 'Maize flour');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?period=Monthly&productName=Maize+flour&startDate=2026-08-01&endDate=2026-08-31',
      ),
    );
    await waitFor(() => expect(chartCalls(calls)).toHaveLength(2));
    expect(chartCalls(calls)[1]!.body).toEqual({
      period: 'Monthly',
      productName: 'Maize flour',
      startDate: '2026-08-01',
      endDate: '2026-08-31',
    });
    expect(screen.queryByText('The start date must be on or before the end date.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filter' })).toHaveFocus();

    // Back shows the earlier filter in the form and its chart.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Period')).toHaveValue('Daily'));
    expect(screen.getByLabelText('Product name')).toHaveValue('Rice (imported)');
    expect(screen.getByLabelText('End date')).toHaveValue('');
  });

  it('reads the filter from the address, so a reload keeps it', async () => {
    signIn('u1');
    const calls = answer(() => ({ status: 200, body: chartOf({ productName: 'Millet', period: 'Yearly' }) }));
    renderApp('/chart?period=Yearly&productName=Millet&startDate=2026-01-01');
    expect(await screen.findByRole('heading', { name: 'Millet', level: 2 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Period')).toHaveValue('Yearly');
    expect(screen.queryByLabelText('Start date')).toBeNull();
    expect(chartCalls(calls)[0]!.body).toEqual({ period: 'Yearly', productName: 'Millet' });
  });

  it("the Source filter offers all sources or one of this product's, charts only the one chosen and names each point's", async () => {
    signIn('u1');
    // Rice's prices come from WFP's survey and from shoppers; its last day from both.
    const everySource = chartOf({
      period: 'Daily',
      sources: ['shoppers', 'wfp'],
      points: [
        pointOf('2026-07-15', 3742.5),
        pointOf('2026-08-15', 3900),
        pointOf('2026-11-20', 4100, ['shoppers', 'wfp']),
      ],
    });
    const shoppersOnly = chartOf({
      period: 'Daily',
      source: 'shoppers',
      sources: ['shoppers', 'wfp'],
      points: [pointOf('2026-11-18', 4200, ['shoppers']), pointOf('2026-11-20', 4250, ['shoppers'])],
    });
    const calls = answer((c) => ({
      status: 200,
      body: new URL(c.url, 'http://x').searchParams.get('source') === 'shoppers' ? shoppersOnly : everySource,
    }));
    const user = userEvent.setup();
    const router = renderApp('/chart');
    await screen.findByRole('heading', { name: 'Rice (imported)', level: 2 });
    const filter = screen.getByLabelText('Source');
    expect(filter).toHaveValue('');
    // Every source together, or one of those with prices of this product (not NBS), by name.
    await waitFor(() =>
      expect(
        within(filter)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All sources', 'Shoppers', 'WFP market prices']),
    );
    expect(screen.getByText('Daily average price across markets, all sources')).toBeInTheDocument();
    const table = () => screen.getByRole('table', { name: 'Daily prices of Rice (imported)', hidden: true });
    /** The table's rows as their cells: date, price, source. */
    const rows = () =>
      within(table())
        .getAllByRole('row', { hidden: true })
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell', { hidden: true })
            .map((c) => c.textContent),
        );
    expect(rows()).toEqual([
      ['07/15/2026', 'N3,742.50', 'WFP market prices'],
      ['08/15/2026', 'N3,900', 'WFP market prices'],
      ['11/20/2026', 'N4,100', 'Shoppers, WFP market prices'],
    ]);

    await user.selectOptions(filter, 'Shoppers');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?period=Daily&productName=Rice+%28imported%29&source=shoppers'),
    );
    expect(
      await screen.findByRole('img', {
        name: 'Bar chart of Rice (imported) prices from Shoppers, 2 points from 11/18/2026 to 11/20/2026',
      }),
    ).toBeInTheDocument();
    expect(rows()).toEqual([
      ['11/18/2026', 'N4,200', 'Shoppers'],
      ['11/20/2026', 'N4,250', 'Shoppers'],
    ]);
    expect(screen.getByText('Daily average price across markets, from Shoppers')).toBeInTheDocument();
    const asked = chartCalls(calls).at(-1)!;
    expect(asked.url).toContain('&source=shoppers');
    expect(asked.body).toEqual({ period: 'Daily', productName: 'Rice (imported)', source: 'shoppers' });
    // The other sources are still offered, to go back to all of them or pick another.
    expect(screen.getByLabelText('Source')).toHaveValue('shoppers');
    expect(within(screen.getByLabelText('Source')).getAllByRole('option')).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText('Source'), 'All sources');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(router.state.location.search).toBe('?period=Daily&productName=Rice+%28imported%29');
  });

  it('a source in the address is charted at once and shown chosen, before its answer lists it', async () => {
    signIn('u1');
    const calls = answer(() => ({ status: 200, body: chartOf({ source: 'shoppers', sources: [] }) }));
    renderApp('/chart?productName=Rice+%28imported%29&source=shoppers');
    await screen.findByRole('heading', { name: 'Rice (imported)', level: 2 });
    expect(screen.getByLabelText('Source')).toHaveValue('shoppers');
    expect(chartCalls(calls)[0]!.body).toEqual({ period: 'Daily', productName: 'Rice (imported)', source: 'shoppers' });
  });

  it('no points: says there are no prices for these dates', async () => {
    signIn('u1');
    answer(() => ({ status: 200, body: chartOf({ points: [] }) }));
    renderApp('/chart');
    expect(await screen.findByText('No prices for this product in these dates.')).toBeInTheDocument();
  });

  it('without an active subscription (402) goes to /subscription and says why', async () => {
    signIn('u1');
    answer(() => problem(402, 'SUBSCRIPTION_REQUIRED', 'The price charts need an active subscription.'));
    const router = renderApp('/chart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
    expect(await screen.findByText('Subscribe to open the price charts.')).toBeInTheDocument();
  });

  it('another failure shows its message with Retry', async () => {
    signIn('u1');
    answer(() => problem(404, 'NOT_FOUND', 'There is no product named Millet.'));
    renderApp('/chart?productName=Millet');
    expect(await screen.findByText('There is no product named Millet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('sends a visitor to log in first', async () => {
    const calls = answer(() => ({ status: 200, body: chartOf() }));
    const router = renderApp('/chart');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(chartCalls(calls)).toHaveLength(0);
  });
});

describe('price analysis (/price-analysis)', () => {
  it('loads the default product monthly over all the data, with a link to the filters', async () => {
    signIn('u1');
    const calls = answer(() => ({ status: 200, body: chartOf() }));
    renderApp('/price-analysis');
    expect(await screen.findByRole('heading', { name: 'Price analysis', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(INSIGHT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose the product, period and dates' })).toHaveAttribute(
      'href',
      '/chart',
    );
    expect(chartCalls(calls).map((c) => c.body)).toEqual([{ period: 'Monthly', productName: 'Rice (imported)' }]);
  });

  it('without an active subscription (402) goes to /subscription', async () => {
    signIn('u1');
    answer(() => problem(402, 'SUBSCRIPTION_REQUIRED', 'The price charts need an active subscription.'));
    const router = renderApp('/price-analysis');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });
});

describe('insight in words', () => {
  it('names the 30-day low, the typical range, the verdict and the change on the previous period', () => {
    expect(insightText(chartOf())).toBe(INSIGHT);
    const weekly = chartOf({
      period: 'Weekly',
      points: [pointOf('2026-08-03', 4000), pointOf('2026-08-10', 3800)],
      insight: { ...chartOf().insight, verdict: 'low', change: { previous: 4000, latest: 3800, percent: -5 } },
    });
    expect(insightText(weekly)).toContain(
      'Latest N3,900 is low against the last 90 days. Down 5% on the previous week.',
    );
  });

  it('a gap between the last two bars names the earlier date', () => {
    const daily = chartOf({ period: 'Daily', points: [pointOf('2026-07-15', 3742.5), pointOf('2026-08-15', 3900)] });
    expect(insightText(daily)).toMatch(/Up 4\.2% since 07\/15\/2026\.$/);
  });

  it('leaves out what the data cannot tell yet', () => {
    const none = { asOf: null, latestPrice: null, low30Days: null, typicalRange: null, change: null, verdict: null };
    expect(insightText(chartOf({ insight: none }))).toBe('There are not enough prices yet to say more.');
    expect(insightText(chartOf({ insight: { ...none, latestPrice: 3900 } }))).toBe('Latest N3,900.');
  });
});

describe('chart configuration (spec §2)', () => {
  it('a time axis by day in month/day/year titled Date, a price axis from zero titled Price, legend on top', () => {
    const options = chartOptions();
    expect(options.plugins?.legend?.position).toBe('top');
    expect(options.maintainAspectRatio).toBe(false);
    // Drawn once, without a second of animation frames (issue 23).
    expect(options.animation).toBe(false);
    expect(options.scales?.x).toMatchObject({
      type: 'time',
      time: { unit: 'day', tooltipFormat: 'MM/dd/yyyy', displayFormats: { day: 'MM/dd/yyyy' } },
      title: { display: true, text: 'Date' },
    });
    expect(options.scales?.y).toMatchObject({ beginAtZero: true, title: { display: true, text: 'Price' } });
  });

  it("one dataset 'Price Trends': a bar per point, its own colour each, pink-red border 1 px wide", () => {
    const points = [pointOf('2026-07-15', 3742.5), pointOf('2026-08-15', 3900, ['shoppers', 'wfp'])];
    const colours = randomColours(2);
    const names: Record<string, string> = { wfp: 'WFP market prices', shoppers: 'Shoppers' };
    const [dataset] = chartData(points, colours, [], (key) => names[key]!).datasets;
    expect(dataset).toMatchObject({
      label: 'Price Trends',
      borderColor: 'rgba(255, 99, 132, 1)',
      borderWidth: 1,
      backgroundColor: colours,
    });
    expect(BAR_BORDER).toBe('rgba(255, 99, 132, 1)');
    // Each bar's tooltip says whose prices it averages.
    expect(dataset!.data).toEqual([
      { x: new Date(2026, 6, 15).getTime(), y: 3742.5, sources: 'Source: WFP market prices' },
      { x: new Date(2026, 7, 15).getTime(), y: 3900, sources: 'Sources: Shoppers, WFP market prices' },
    ]);
    const afterLabel = chartOptions().plugins?.tooltip?.callbacks?.afterLabel as (item: { raw: unknown }) => string;
    expect(afterLabel({ raw: dataset!.data[1] })).toBe('Sources: Shoppers, WFP market prices');
    expect(colours).toHaveLength(2);
    expect(randomColours(3, () => 0.5)).toEqual(Array(3).fill('hsl(180 70% 55%)'));
  });

  it('summarises the chart for its aria-label, with the source chosen', () => {
    const byName = (key: string) => (key === 'shoppers' ? 'Shoppers' : key);
    expect(chartSummary(chartOf(), byName)).toBe(
      'Bar chart of Rice (imported) prices, 12 points from 09/01/2025 to 08/01/2026',
    );
    expect(chartSummary(chartOf({ points: [pointOf('2026-08-15', 3900)] }), byName)).toBe(
      'Bar chart of Rice (imported) prices, 1 point on 08/15/2026',
    );
    expect(chartSummary(chartOf({ source: 'shoppers', points: [] }), byName)).toBe(
      'Bar chart of Rice (imported) prices from Shoppers, no points',
    );
  });
});
