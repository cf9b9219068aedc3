import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '../../../contract/cart';
import type { Product } from '../../../contract/catalogue';
import type { Split } from '../../../contract/comparison';
import type { PaidRange, PriceReport } from '../../../contract/reports';
import type { WatchlistEntry } from '../../../contract/watchlist';
import { rememberPlace } from '../../lib/location';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { sampleProduct, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;
const MONDAY = {
  id: ID(10),
  name: 'Monday',
  address: 'Maiduguri',
  latitude: 11.83,
  longitude: 13.15,
  openingHours: 'Not surveyed',
  state: 'Borno',
  lga: 'Maiduguri',
};
const ITEMS = [
  { id: ID(20), name: 'Rice (local)', category: 'cereals and tubers' },
  { id: ID(21), name: 'Beans (white)', category: 'pulses and nuts' },
];

const shell = (c: Call) => {
  if (c.url === '/api/carts/mine') return problem(404, 'NOT_FOUND', 'No cart yet.');
  if (c.url === '/api/notifications/unread-count') return { status: 200, body: { unread: 0 } };
  if (c.url === '/api/commodities') return { status: 200, body: ITEMS };
  if (c.url.startsWith('/api/markets/GetAllMarkets?search=mon')) return { status: 200, body: [MONDAY] };
  return undefined;
};

const report = (over: Partial<PriceReport> = {}): PriceReport => ({
  id: ID(1),
  marketId: MONDAY.id,
  proposalId: null,
  marketName: 'Monday',
  commodityId: ITEMS[0]!.id,
  itemName: 'Rice (local)',
  quantity: 2,
  measure: 'mudu',
  priceNaira: 3800,
  paid: true,
  observedOn: '2026-11-25',
  note: null,
  unitPrice: { amount: 1357.14, per: 'kg' },
  hasPhoto: false,
  state: 'pending',
  reason: "An account's first reports wait for another shopper's agreeing report or a moderator.",
  createdAt: '2026-11-25T10:00:00.000Z',
  ...over,
});

// The forms load the contract's rules on their first submit (decision record 020); loaded here once,
// so a test's time is the form's, not the first transform of zod's modules on a busy machine.
beforeAll(() => import('../../../contract/reports'), 30_000);

describe('report a price', () => {
  it('checks the fields, sends the report with its photo, says what happens next and remembers the market and measure', async () => {
    signIn(ID(900));
    localStorage.removeItem('kasuwa.last-report');
    mockFetch(shell);
    // A report with a photo is sent by XMLHttpRequest, for its progress: this one sends it in two halves.
    const sent: Array<{ method: string; url: string; body: FormData }> = [];
    let releaseSecondHalf = () => {};
    class ReportXhr {
      status = 0;
      responseText = '';
      upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      private request = { method: '', url: '' };
      open(method: string, url: string) {
        this.request = { method, url };
      }
      setRequestHeader() {}
      send(body: FormData) {
        sent.push({ ...this.request, body });
        queueMicrotask(() => this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
        releaseSecondHalf = () => {
          this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
          this.status = 201;
          this.responseText = JSON.stringify({ id: ID(1), state: 'pending' });
          this.onload?.();
        };
      }
    }
    vi.stubGlobal('XMLHttpRequest', ReportXhr);
    const user = userEvent.setup();
    renderApp('/report-price');
    expect(await screen.findByRole('heading', { name: 'Report a price' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send report' }));
    // The contract's rules load on the first submit (decision record 020): the messages follow them.
    await waitFor(() =>
      expect(screen.getByLabelText('Market')).toHaveAccessibleDescription('Choose a market, or find it by name.'),
    );
    expect(screen.getByLabelText('Item')).toHaveAccessibleDescription('Choose an item, or “My item is not listed”.');

    await user.type(screen.getByLabelText('Find a market by name'), 'mon');
    await user.selectOptions(
      await screen.findByLabelText('Market'),
      await screen.findByRole('option', { name: /^Monday/ }),
    );
    await user.selectOptions(screen.getByLabelText('Item'), 'Rice (local)');
    await user.clear(screen.getByLabelText('How many'));
    await user.type(screen.getByLabelText('How many'), '2');
    await user.selectOptions(screen.getByLabelText('Measure'), 'mudu');
    await user.type(screen.getByLabelText('Price (₦)'), '3800.555');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByLabelText('Price (₦)')).toHaveAccessibleDescription('Price must have at most 2 decimals.');
    await user.clear(screen.getByLabelText('Price (₦)'));
    await user.type(screen.getByLabelText('Price (₦)'), '3800');
    await user.upload(
      screen.getByLabelText('Photo of the price tag or receipt (optional)'),
      new File(['jpeg'], 'tag.jpg', { type: 'image/jpeg' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByRole('button', { name: /Sending the photo… 50%$/ })).toBeDisabled();
    releaseSecondHalf();
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.getByText(/counts once another shopper’s report agrees/)).toBeInTheDocument();
    vi.unstubAllGlobals();

    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST /api/price-reports']);
    const form = sent[0]!.body;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'photo'))).toEqual({
      marketId: MONDAY.id,
      commodityId: ITEMS[0]!.id,
      quantity: '2',
      measure: 'mudu',
      priceNaira: '3800',
      paid: 'true',
      observedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
    });
    expect((form.get('photo') as File).name).toBe('tag.jpg');
    expect(JSON.parse(localStorage.getItem('kasuwa.last-report')!)).toEqual({
      marketId: MONDAY.id,
      marketName: 'Monday',
      measure: 'mudu',
    });

    await user.click(screen.getByRole('button', { name: 'Report another price' }));
    expect(screen.getByLabelText('Measure')).toHaveValue('mudu');
  });

  it('shows the server’s refusal beside its field', async () => {
    signIn(ID(901));
    localStorage.setItem(
      'kasuwa.last-report',
      JSON.stringify({ marketId: MONDAY.id, marketName: 'Monday', measure: 'kg' }),
    );
    mockFetch((c) => {
      if (c.url === '/api/price-reports')
        return problem(429, 'RATE_LIMITED', 'At most 50 price reports a day: thank you, and try again tomorrow.');
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/report-price');
    await user.selectOptions(await screen.findByLabelText('Item'), 'My item is not listed');
    await user.type(screen.getByLabelText('Item name'), 'Ofada rice');
    await user.type(screen.getByLabelText('Price (₦)'), '900');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 50 price reports a day');
  });

  it('is for signed-in shoppers', async () => {
    mockFetch(shell);
    const router = renderApp('/report-price');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('my reports', () => {
  it('lists each report with its state and why it waits or was rejected', async () => {
    signIn(ID(902));
    mockFetch((c) =>
      c.url === '/api/price-reports/mine'
        ? {
            status: 200,
            body: [
              report(),
              report({
                id: ID(2),
                state: 'rejected',
                reason: 'Ten times the price at the stalls around it.',
                measure: 'kg',
                quantity: 1,
                priceNaira: 13000,
                unitPrice: { amount: 13000, per: 'kg' },
              }),
              report({ id: ID(3), state: 'confirmed', reason: null, measure: 'heap', unitPrice: null, paid: false }),
            ],
          }
        : shell(c),
    );
    renderApp('/my-reports');
    await screen.findAllByText('Rice (local)');
    const cards = screen.getAllByRole('listitem').filter((li) => within(li).queryByText('Rice (local)'));
    expect(cards).toHaveLength(3);
    expect(cards[0]).toHaveTextContent('Pending');
    expect(cards[0]).toHaveTextContent('2 mudu · N3,800 paid · ≈ N1,357.14 per kg');
    expect(cards[1]).toHaveTextContent('Rejected');
    expect(cards[1]).toHaveTextContent('Ten times the price at the stalls around it.');
    expect(cards[2]).toHaveTextContent('2 heap · N3,800 asked');
    expect(cards[2]).toHaveTextContent('Confirmed');
  });
});

describe('moderation', () => {
  const waiting = {
    ...report({
      id: ID(5),
      commodityId: null,
      itemName: 'Ofada rice',
      reason: 'An item new to Kasuwa: a moderator adds it to the catalogue first.',
    }),
    reporter: { id: ID(77), confirmed: 4, rejected: 1 },
    flags: [],
    recentPrices: [],
  };

  it('approves a new item by merging it into a catalogue item, and rejects only with a reason', async () => {
    signIn(ID(903), 'admin');
    const calls = mockFetch((c) => {
      if (c.url === '/api/moderation/price-reports?state=pending') return { status: 200, body: [waiting] };
      if (c.url === `/api/moderation/price-reports/${ID(5)}/decision`) {
        const body = c.body as { decision: string; reason?: string };
        if (body.decision === 'reject' && !body.reason)
          return problem(400, 'VALIDATION_FAILED', 'Say why the report is rejected.', [
            { path: 'body.reason', message: 'Say why the report is rejected.' },
          ]);
        return {
          status: 200,
          body: report({ id: ID(5), state: body.decision === 'approve' ? 'confirmed' : 'rejected' }),
        };
      }
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/moderation');
    expect(await screen.findByRole('heading', { name: 'Ofada rice at Monday' })).toBeInTheDocument();
    expect(screen.getByText(/reporter: 4 confirmed, 1 rejected/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Say why the report is rejected.')).toBeInTheDocument();

    await user.selectOptions(await screen.findByLabelText('This new item is'), 'Rice (local)');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
        decision: 'approve',
        commodityId: ID(20),
      }),
    );
  });

  it('is closed to shoppers', async () => {
    signIn(ID(904));
    mockFetch(shell);
    const router = renderApp('/moderation');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('a product’s page', () => {
  it('says how many shoppers reported its price and when, what people paid, and invites a report of it', async () => {
    const { sampleProduct } = await import('../../testing/fixtures');
    const product = sampleProduct(ID(7), { marketId: MONDAY.id, marketName: 'Monday', commodityId: ID(20) });
    mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(7)}`) return { status: 200, body: { product, imageData: null } };
      if (c.url === `/api/price-reports/summary?marketId=${MONDAY.id}&commodityId=${ID(20)}`)
        return {
          status: 200,
          body: {
            shoppers: 2,
            newestAt: new Date().toISOString(),
            paidRange: { low: 1025, high: 1075, per: 'kg', reports: 3 },
          },
        };
      return shell(c);
    });
    renderApp(`/products/${ID(7)}`);
    expect(await screen.findByText(/Reported by/)).toHaveTextContent('Reported by 2 shoppers, today');
    expect(screen.getByText(/What people paid/)).toHaveTextContent(
      'What people paid: N1,025–N1,075 per kg (3 reports, last 30 days)',
    );
    expect(screen.getByRole('link', { name: 'Seen another price here? Report it' })).toHaveAttribute(
      'href',
      `/report-price?marketId=${MONDAY.id}&marketName=Monday&commodityId=${ID(20)}`,
    );
  });
});

describe('flagging a shown report', () => {
  it('lists the confirmed reports on the product page and sends a signed-in shopper’s flag with its reason', async () => {
    signIn(ID(905));
    const { sampleProduct } = await import('../../testing/fixtures');
    const product = sampleProduct(ID(8), { marketId: MONDAY.id, marketName: 'Monday', commodityId: ID(20) });
    const calls = mockFetch((c) => {
      if (c.url === `/api/markets/products/${ID(8)}`) return { status: 200, body: { product, imageData: null } };
      if (c.url === `/api/price-reports?marketId=${MONDAY.id}&commodityId=${ID(20)}`)
        return {
          status: 200,
          body: [
            {
              id: ID(30),
              quantity: 1,
              measure: 'kg',
              priceNaira: 1260,
              paid: true,
              // Today in Lagos (UTC+1, no summer time), whatever the hour the test runs.
              observedOn: new Date(Date.now() + 3_600_000).toISOString().slice(0, 10),
              unitPrice: { amount: 1260, per: 'kg' },
              hasPhoto: true,
              createdAt: new Date().toISOString(),
            },
          ],
        };
      if (c.url === `/api/price-reports/${ID(30)}/flags`)
        return { status: 201, body: { message: 'Thank you: a moderator will look at this report again.' } };
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp(`/products/${ID(8)}`);
    const shown = await screen.findByRole('list', { name: 'What shoppers reported' });
    expect(shown).toHaveTextContent('1 kg · N1,260 paid · today');
    expect(within(shown).getByRole('img')).toHaveAttribute('src', `/api/price-reports/${ID(30)}/photo?size=thumb`);
    await user.click(within(shown).getByRole('button', { name: 'Flag the report of N1,260' }));
    const dialog = await screen.findByRole('dialog', { name: 'Flag this report?' });
    await user.selectOptions(within(dialog).getByLabelText('What is wrong?'), 'wrong-item');
    await user.click(within(dialog).getByRole('button', { name: 'Flag it' }));
    expect(await screen.findByText('Thank you: a moderator will look at this report again.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/flags'))?.body).toEqual({ reason: 'wrong-item' });
  });
});

describe('a file of reports', () => {
  it('sends the CSV and lists what it did, the rejected lines by number', async () => {
    signIn(ID(906), 'admin');
    mockFetch((c) => {
      if (c.url === '/api/price-reports/mine') return { status: 200, body: [] };
      if (c.url === '/api/price-reports/bulk')
        return {
          status: 200,
          body: {
            confirmed: 3,
            pending: 0,
            unchanged: 1,
            rejected: [{ line: 5, reason: 'market_id: there is no market with this id' }],
          },
        };
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/my-reports');
    await user.click(await screen.findByText('Send many reports at once (CSV)'));
    expect(screen.getByRole('link', { name: 'template' })).toHaveAttribute('href', '/api/price-reports/bulk/template');
    await user.upload(screen.getByLabelText('CSV file'), new File(['a,b'], 'reports.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Send the file' }));
    expect(await screen.findByRole('status')).toHaveTextContent('3 confirmed, 0 waiting, 1 sent before, 1 rejected.');
    expect(screen.getByText('Line 5: market_id: there is no market with this id')).toBeInTheDocument();
  });
});

describe('a missing market', () => {
  it('is proposed from the report form with the phone’s position, and a moderator adds it', async () => {
    signIn(ID(907), 'admin');
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: (p: { coords: { latitude: number; longitude: number } }) => void) =>
          ok({ coords: { latitude: 6.4848, longitude: 3.3846 } }),
      },
    });
    const proposal = {
      id: ID(40),
      name: 'Oyingbo Market',
      address: 'Oyingbo, Ebute Metta',
      latitude: 6.4848,
      longitude: 3.3846,
      openingHours: 'Every day',
      state: 'Lagos',
      lga: '',
      kind: 'new' as const,
      status: 'pending',
      reason: null,
      marketId: null,
      was: null,
      createdAt: '2026-11-26T09:00:00.000Z',
    };
    const calls = mockFetch((c) => {
      if (c.url.startsWith('/api/markets/nearby')) return { status: 200, body: [] };
      if (c.url === '/api/market-proposals' && c.method === 'POST') return { status: 201, body: proposal };
      if (c.url === '/api/moderation/price-reports?state=pending') return { status: 200, body: [] };
      if (c.url === '/api/moderation/market-proposals') return { status: 200, body: [proposal] };
      if (c.url === `/api/moderation/market-proposals/${ID(40)}/decision`)
        return { status: 200, body: { ...proposal, status: 'approved', marketId: ID(41) } };
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/report-price');
    await user.click(await screen.findByRole('button', { name: 'My market is missing' }));
    await user.click(screen.getByRole('button', { name: 'Propose this market' }));
    expect(screen.getByLabelText('Market name')).toHaveAccessibleDescription('Market name is required.');
    await user.type(screen.getByLabelText('Market name'), 'Oyingbo Market');
    await user.type(screen.getByLabelText('Where it is (street, landmark)'), 'Oyingbo, Ebute Metta');
    await user.type(screen.getByLabelText('State'), 'Lagos');
    await user.type(screen.getByLabelText('Opening days and hours'), 'Every day');
    await user.click(screen.getByRole('button', { name: 'Propose this market' }));
    expect(await screen.findByText('Thank you! A moderator adds Oyingbo Market to Kasuwa.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/market-proposals')?.body).toEqual({
      name: 'Oyingbo Market',
      address: 'Oyingbo, Ebute Metta',
      openingHours: 'Every day',
      state: 'Lagos',
      latitude: 6.4848,
      longitude: 3.3846,
    });
    // The report goes on at the market just proposed: it waits with it.
    await user.click(screen.getByRole('button', { name: 'Report a price at Oyingbo Market' }));
    expect(screen.getByLabelText('Market')).toHaveDisplayValue('Oyingbo Market (proposed)');

    renderApp('/moderation');
    await user.click(await screen.findByRole('button', { name: 'Add the market' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === `/api/moderation/market-proposals/${ID(40)}/decision`)).toBe(true),
    );
    Reflect.deleteProperty(navigator, 'geolocation');
  });
});

describe('a correction to a market', () => {
  const correction = {
    ...MONDAY,
    id: ID(50),
    kind: 'correction' as const,
    openingHours: 'Monday to Saturday, 7 am to 6 pm',
    status: 'pending',
    reason: null,
    marketId: MONDAY.id,
    was: { openingHours: 'Not surveyed', latitude: 11.83, longitude: 13.15 },
    createdAt: '2026-11-26T09:00:00.000Z',
  };

  it("is suggested from the market's page: its hours, sent to a moderator", async () => {
    signIn(ID(908));
    const calls = mockFetch((c) => {
      if (c.url === `/api/markets/${MONDAY.id}`) return { status: 200, body: MONDAY };
      if (c.url === '/api/market-corrections') return { status: 201, body: correction };
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp(`/market/${MONDAY.id}`);
    await user.click(await screen.findByRole('link', { name: 'Hours or place wrong? Suggest a correction' }));
    expect(await screen.findByRole('heading', { name: 'Correct Monday' })).toBeInTheDocument();
    // "Not surveyed" is not offered as the hours: the field starts empty.
    expect(screen.getByLabelText('Opening days and hours')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send the correction' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Suggest opening days and hours, a position, or both.');
    expect(calls.some((c) => c.url === '/api/market-corrections')).toBe(false);
    await user.type(screen.getByLabelText('Opening days and hours'), 'Monday to Saturday, 7 am to 6 pm');
    await user.click(screen.getByRole('button', { name: 'Send the correction' }));
    expect(await screen.findByText(/A moderator checks your correction to Monday/)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/market-corrections')?.body).toEqual({
      marketId: MONDAY.id,
      openingHours: 'Monday to Saturday, 7 am to 6 pm',
    });
  });

  it('is shown to a moderator beside the market as it is, and made', async () => {
    signIn(ID(909), 'moderator');
    const calls = mockFetch((c) => {
      if (c.url === '/api/moderation/price-reports?state=pending') return { status: 200, body: [] };
      if (c.url === '/api/moderation/market-proposals') return { status: 200, body: [correction] };
      if (c.url === `/api/moderation/market-proposals/${ID(50)}/decision`)
        return { status: 200, body: { ...correction, status: 'approved' } };
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/moderation');
    expect(await screen.findByRole('heading', { name: 'A correction to Monday' })).toBeInTheDocument();
    expect(screen.getByText(/Opening hours: Not surveyed →/)).toHaveTextContent(
      'Opening hours: Not surveyed → Monday to Saturday, 7 am to 6 pm',
    );
    await user.click(screen.getByRole('button', { name: 'Make the correction' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === `/api/moderation/market-proposals/${ID(50)}/decision`)?.body).toEqual({
        decision: 'approve',
      }),
    );
  });
});

describe("a report's photo", () => {
  it("is made the product's picture by a moderator, from the confirmed reports", async () => {
    signIn(ID(910), 'moderator');
    const confirmed = {
      ...report({ id: ID(60), state: 'confirmed', hasPhoto: true, reason: null }),
      reporter: { id: ID(61), confirmed: 4, rejected: 0 },
      flags: [],
      recentPrices: [],
    };
    const calls = mockFetch((c) => {
      if (c.url === '/api/moderation/price-reports?state=pending') return { status: 200, body: [] };
      if (c.url === '/api/moderation/price-reports?state=confirmed') return { status: 200, body: [confirmed] };
      if (c.url === '/api/moderation/market-proposals') return { status: 200, body: [] };
      if (c.url.startsWith(`/api/price-reports/${ID(60)}/photo`))
        return { status: 200, body: 'jpeg', headers: { 'content-type': 'image/jpeg' } };
      if (c.url === `/api/moderation/price-reports/${ID(60)}/picture`)
        return { status: 200, body: { productId: ID(62), imageUrl: `/api/images/${'a'.repeat(64)}.jpg` } };
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/moderation');
    expect(await screen.findByText('Nothing waits for a decision.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Use the photo as the product's picture" })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Reports'), 'confirmed');
    await user.click(await screen.findByRole('button', { name: "Use the photo as the product's picture" }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === `/api/moderation/price-reports/${ID(60)}/picture` && c.method === 'POST'),
      ).toBe(true),
    );
    // The thumbnail opens the photo full size, fetched only then.
    expect(calls.some((c) => c.url.endsWith('/photo?size=full'))).toBe(false);
    await user.click(
      screen.getByRole('button', { name: /Photo sent with the report of Rice \(local\): show it full size/ }),
    );
    expect(await screen.findByRole('dialog', { name: 'Rice (local) at Monday' })).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === `/api/price-reports/${ID(60)}/photo?size=full`)).toBe(true));
    await user.keyboard('{Escape}');
    // A confirmed report can be rejected, not approved again.
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });
});

describe('what people paid, under prices in lists', () => {
  const productAt = (n: number, over: Partial<Product>) =>
    sampleProduct(ID(40 + n), { marketId: MONDAY.id, marketName: 'Monday', commodityId: ITEMS[0]!.id, ...over });
  const RICE = productAt(0, {});
  const BEANS = productAt(1, { name: 'Beans (white)', commodityId: ITEMS[1]!.id, unit: '2.5 KG', price: 2800 });
  const RICE_RANGE: PaidRange = {
    marketId: MONDAY.id,
    commodityId: ITEMS[0]!.id,
    shoppers: 4,
    newestAt: '2026-11-26T10:00:00.000Z',
    paidRange: { low: 1025, high: 1075, per: 'kg', reports: 3 },
  };
  const SAID = 'People paid N1,025–N1,075 per kg (3 reports)';
  // The place picked for the best split's trip stays for the tab (sessionStorage).
  afterEach(() => sessionStorage.clear());

  /** The pairs a ranges call asked about, or undefined for another call. */
  const askedOf = (c: Call) =>
    c.url.startsWith('/api/price-reports/ranges?')
      ? new URLSearchParams(c.url.split('?')[1]).get('items')!.split(',')
      : undefined;
  /** The server: of `known`, the ranges of the pairs asked. */
  const ranges = (c: Call, known: PaidRange[]) => {
    const asked = askedOf(c);
    return asked && { status: 200, body: known.filter((r) => asked.includes(`${r.marketId}:${r.commodityId}`)) };
  };
  const rangeCalls = (calls: Call[]) => calls.map(askedOf).filter(Boolean);
  /** A product card by its title. */
  const cardOf = (name: string) => screen.getByRole('heading', { name: new RegExp(`^${name}`) }).closest('li')!;

  const line = (n: number, product: Product): CartItem => ({
    cartItemId: ID(50 + n),
    cartId: ID(49),
    productId: product.id,
    quantity: 1,
    price: product.price,
    subtotal: product.price,
    unitPrice: product.unitPrice,
    marketId: MONDAY.id,
    marketName: 'Monday',
    imageData: null,
    product,
  });
  const cart: Cart = { cartId: ID(49), totalItems: 2, totalPrice: 6171.67, items: [line(0, RICE), line(1, BEANS)] };

  it('the cart says it under an item’s price, asks once for every item, and says nothing where there is no range', async () => {
    signIn(ID(906));
    const calls = mockFetch((c) =>
      c.url === '/api/carts/mine' ? { status: 200, body: cart } : (ranges(c, [RICE_RANGE]) ?? shell(c)),
    );
    renderApp('/cart');
    const table = within(await screen.findByRole('table', { name: 'Items in your cart' }));
    const row = (name: RegExp) => table.getByRole('link', { name }).closest('tr')!;
    // In one short line, so that a row's height does not change when it arrives.
    const short = 'Paid N1,025–N1,075/kg by shoppers (3 reports)';
    await waitFor(() => expect(row(/^Rice/)).toHaveTextContent(short));
    expect(row(/^Beans/)).not.toHaveTextContent('Paid');
    // The phone's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Items in your cart' }));
    expect(cards.getAllByText(/^Paid N1,025–N1,075\/kg/)).toHaveLength(1);
    expect(rangeCalls(calls)).toEqual([[`${MONDAY.id}:${ITEMS[0]!.id}`, `${MONDAY.id}:${ITEMS[1]!.id}`]]);
  });

  it('the best split says it under an item it buys in the cart’s own pack, not under one from another pack', async () => {
    signIn(ID(906));
    rememberPlace({ latitude: 11.83, longitude: 13.15, label: 'Maiduguri' });
    const potiskum = ID(11);
    const market = (marketName: string, marketId?: string) => ({
      marketName,
      marketId,
      totalPrice: 6171.67,
      itemsFound: 2,
      itemsTotal: 2,
      missingItems: [],
      scaledItems: [],
      pricesAsOf: '2026-08-15',
      recentItems: 0,
    });
    const trip = { goodsTotal: 6171.67, tripKm: 12, tripCost: 1800, grandTotal: 7971.67 };
    const stop = (marketId: string, marketName: string, line: CartItem, samePack: boolean) => ({
      marketId,
      marketName,
      latitude: 11.8,
      longitude: 13.1,
      goodsTotal: line.price,
      items: [
        {
          cartItemId: line.cartItemId,
          productId: ID(70),
          name: line.product.name,
          quantity: 1,
          price: line.price,
          subtotal: line.price,
          samePack,
        },
      ],
    });
    const split: Split = {
      costPerKm: 150,
      stops: [stop(MONDAY.id, 'Monday', cart.items[0]!, true), stop(potiskum, 'Potiskum', cart.items[1]!, false)],
      total: trip,
      bestSingle: null,
      yourCart: trip,
      savingsVsBestSingle: null,
      savingsVsYourCart: 0,
      unavailable: [],
    };
    // Potiskum's beans have a range, but what the split buys there is another pack (another item).
    const beansThere = { ...RICE_RANGE, marketId: potiskum, commodityId: ITEMS[1]!.id };
    const calls = mockFetch((c) => {
      if (c.url === '/api/carts/mine') return { status: 200, body: cart };
      if (c.url.startsWith(`/api/markets/ComparePrices/cart/${ID(906)}/split?`)) return { status: 200, body: split };
      if (c.url.startsWith(`/api/markets/ComparePrices/cart/${ID(906)}?`))
        return { status: 200, body: [market('Your Cart'), market('Monday', MONDAY.id)] };
      return ranges(c, [RICE_RANGE, beansThere]) ?? shell(c);
    });
    renderApp(`/price-comparison/${cart.cartId}`);
    const panel = within((await screen.findByRole('heading', { name: 'Best split' })).closest('section, div')!);
    const lineOf = (text: RegExp) => panel.getByText(text).closest('li')!;
    await waitFor(() => expect(lineOf(/1 × Rice \(local\) at/)).toHaveTextContent(SAID));
    expect(lineOf(/1 × Beans \(white\) at/)).not.toHaveTextContent('People paid');
    expect(rangeCalls(calls)).toEqual([[`${MONDAY.id}:${ITEMS[0]!.id}`]]);
  });

  it('the watchlist says it under today’s price', async () => {
    signIn(ID(907));
    const entry = (n: number, product: Product): WatchlistEntry => ({
      watchlistItem: {
        id: ID(55 + n),
        userId: ID(907),
        productId: product.id,
        thresholdPrice: 2000,
        previousPrice: 3500,
        product,
      },
      marketName: 'Monday',
      currentPrice: product.price,
      thresholdMet: false,
    });
    const calls = mockFetch((c) =>
      c.url === `/api/Watchlist/getUserWatchlist/${ID(907)}`
        ? { status: 200, body: [entry(0, RICE), entry(1, BEANS)] }
        : (ranges(c, [RICE_RANGE]) ?? shell(c)),
    );
    renderApp('/watchlist');
    const table = within(await screen.findByRole('table', { name: 'Products you watch' }));
    const row = (name: string) => table.getByRole('link', { name }).closest('tr')!;
    await waitFor(() => expect(row('Rice (local)')).toHaveTextContent(SAID));
    expect(row('Beans (white)')).not.toHaveTextContent('People paid');
    expect(rangeCalls(calls)).toHaveLength(1);
  });

  it('a market’s products say it on the cards of the page shown, asking only of the page’s products', async () => {
    const category = RICE.categoryId;
    const more = [2, 3].map((n) => productAt(n, { name: `Item ${n}`, commodityId: ID(22 + n) }));
    const calls = mockFetch((c) =>
      c.url.startsWith(`/api/markets/market/${MONDAY.id}/category/${category}/products`)
        ? { status: 200, body: [RICE, BEANS, ...more] }
        : (ranges(c, [RICE_RANGE]) ?? shell(c)),
    );
    renderApp(`/products/${MONDAY.id}/category/${category}`);
    await waitFor(() => expect(cardOf('Rice')).toHaveTextContent(SAID));
    expect(cardOf('Beans')).not.toHaveTextContent('People paid');
    // Three a page: the fourth product is not asked about.
    expect(rangeCalls(calls)).toEqual([
      [`${MONDAY.id}:${ITEMS[0]!.id}`, `${MONDAY.id}:${ITEMS[1]!.id}`, `${MONDAY.id}:${ID(24)}`],
    ]);
  });

  it('search results say it on the product cards', async () => {
    mockFetch((c) => {
      if (c.url.startsWith('/api/products/search?query=rice'))
        return { status: 200, body: { items: [BEANS, RICE], page: 1, pageSize: 20, hasMore: false } };
      if (c.url.startsWith('/api/markets/GetAllMarkets?search=rice')) return { status: 200, body: [] };
      return ranges(c, [RICE_RANGE]) ?? shell(c);
    });
    renderApp('/search-results?search=rice');
    await waitFor(() => expect(cardOf('Rice')).toHaveTextContent(SAID));
    expect(cardOf('Beans')).not.toHaveTextContent('People paid');
  });

  it('the comparison of a product says it under each market’s price', async () => {
    const potiskum = productAt(5, { marketId: ID(11), marketName: 'Potiskum', price: 3300 });
    const entry = (product: Product) => ({
      product,
      priceForPack: product.price,
      samePack: true,
      unitPrice: product.unitPrice,
      distanceKm: null,
    });
    const calls = mockFetch((c) =>
      c.url === `/api/products/${RICE.id}/compare`
        ? { status: 200, body: [entry(potiskum), entry(RICE)] }
        : (ranges(c, [RICE_RANGE]) ?? shell(c)),
    );
    renderApp(`/price-comparison/${RICE.id}`);
    const table = within(await screen.findByRole('table', { name: 'This product at each market' }));
    const row = (name: string) => table.getByRole('link', { name }).closest('tr')!;
    await waitFor(() => expect(row('Monday')).toHaveTextContent(SAID));
    expect(row('Potiskum')).not.toHaveTextContent('People paid');
    expect(rangeCalls(calls)).toEqual([[`${ID(11)}:${ITEMS[0]!.id}`, `${MONDAY.id}:${ITEMS[0]!.id}`].sort()]);
  });
});
