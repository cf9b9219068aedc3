import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../contract/catalogue';
import type { Notification, WatchlistEntry } from '../../../contract/watchlist';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { sampleProduct, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;
const SHOPPER = ID(900);
const LIST_URL = `/api/Watchlist/getUserWatchlist/${SHOPPER}`;

const productOf = (n: number, over: Partial<Product> = {}): Product => sampleProduct(ID(100 + n), over);

const entryOf = (n: number, over: Partial<WatchlistEntry> = {}): WatchlistEntry => ({
  watchlistItem: {
    id: ID(n),
    userId: SHOPPER,
    productId: ID(100 + n),
    thresholdPrice: 3000,
    previousPrice: 3500,
    product: productOf(n),
  },
  marketName: 'Monday',
  currentPrice: 3371.67,
  thresholdMet: false,
  ...over,
});

const notificationOf = (n: number, over: Partial<Notification> = {}): Notification => ({
  id: ID(200 + n),
  kind: 'price_alert',
  title: 'Rice (local) is now N2,900',
  body: 'Rice (local) at Monday dropped to N2,900, at or below your threshold of N3,000.',
  productId: ID(101),
  createdAt: '2026-08-15T08:05:00.000Z',
  readAt: null,
  ...over,
});

/** The layout's own calls of a signed-in user: the cart count and the bell. */
const shell = (c: Call, unread = 0) => {
  if (c.url === '/api/carts/mine') return problem(404, 'NOT_FOUND', 'No cart yet.');
  if (c.url === '/api/notifications/unread-count') return { status: 200, body: { unread } };
  return undefined;
};

/** jsdom drops the space before a visually hidden span in a name; a browser keeps it. */
const EDIT_RICE = /^Edit ?threshold of Rice \(local\)$/;

/** The watchlist table (phones get cards instead; jsdom renders both). */
const table = async () => within(await screen.findByRole('table', { name: 'Products you watch' }));

// The threshold form loads its rules on its first check (decision record 020); loaded here once,
// so a test's time is the form's, not the first transform of zod's modules on a busy machine.
beforeAll(() => Promise.all([import('@hookform/resolvers/zod'), import('./threshold-form')]), 30_000);

describe('My Watchlist', () => {
  it("shows the spec's columns plus Current Price, with a 'Threshold met' badge and links to the products", async () => {
    signIn(SHOPPER);
    const calls = mockFetch(
      (c) =>
        shell(c) ??
        (c.url === LIST_URL
          ? {
              status: 200,
              body: [
                entryOf(1, { currentPrice: 2900, thresholdMet: true }),
                entryOf(2, {
                  marketName: 'Budum',
                  watchlistItem: { ...entryOf(2).watchlistItem, product: productOf(2, { name: 'Sugar' }) },
                }),
              ],
            }
          : undefined),
    );
    renderApp('/watchlist');
    expect(await screen.findByRole('heading', { name: 'My Watchlist', level: 1 })).toBeInTheDocument();
    const t = await table();
    expect(t.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Product Name',
      'Previous Price',
      'Current Price',
      'Market',
      'Threshold Price',
      'Actions',
    ]);
    const [rice, sugar] = t.getAllByRole('row').slice(1);
    expect(
      within(rice!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Rice (local)',
      'N3,500',
      'N2,900Threshold met',
      'Monday',
      'N3,000Edit threshold of Rice (local)',
      'Delete Rice (local)',
    ]);
    expect(within(rice!).getByRole('link', { name: 'Rice (local)' })).toHaveAttribute('href', `/products/${ID(101)}`);
    expect(within(sugar!).queryByText('Threshold met')).toBeNull();
    expect(within(sugar!).getByRole('link', { name: 'Sugar' })).toHaveAttribute('href', `/products/${ID(102)}`);
    expect(within(sugar!).getByRole('button', { name: /^Delete ?Sugar$/ })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/Watchlist')).map((c) => c.url)).toEqual([LIST_URL]);
  });

  it("says 'Your watchlist is empty.' with a way to the markets", async () => {
    signIn(SHOPPER);
    mockFetch((c) => shell(c) ?? (c.url === LIST_URL ? { status: 200, body: [] } : undefined));
    renderApp('/watchlist');
    expect(await screen.findByText('Your watchlist is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse markets' })).toHaveAttribute('href', '/market');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the server’s message and Retry when the list cannot be read', async () => {
    signIn(SHOPPER);
    mockFetch(
      (c) => shell(c) ?? (c.url === LIST_URL ? problem(404, 'NOT_FOUND', 'There is no such user.') : undefined),
    );
    renderApp('/watchlist');
    expect(await screen.findByText('There is no such user.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Delete removes the row, says so and focuses the heading', async () => {
    signIn(SHOPPER);
    let list = [entryOf(1), entryOf(2, { marketName: 'Budum' })];
    const calls = mockFetch((c) => {
      if (c.url === LIST_URL) return { status: 200, body: list };
      if (c.url === `/api/Watchlist/deleteWatchlistItem/${ID(1)}` && c.method === 'DELETE') {
        list = list.slice(1);
        return { status: 200, body: { message: 'Deleted.' } };
      }
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/watchlist');
    const t = await table();
    expect(t.getAllByRole('row')).toHaveLength(3);
    await user.click(t.getAllByRole('button', { name: /^Delete ?Rice \(local\)$/ })[0]!);
    expect(await screen.findByText('Removed from your watchlist.')).toBeInTheDocument();
    await waitFor(() => expect(t.getAllByRole('row')).toHaveLength(2));
    expect(t.getByRole('row', { name: /Budum/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My Watchlist', level: 1 })).toHaveFocus();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/Watchlist/deleteWatchlistItem/${ID(1)}`,
    ]);
  });

  it("edits a threshold in place with the contract's rules, sends a valid one and shows the server's refusal", async () => {
    signIn(SHOPPER);
    let refuse = true;
    const calls = mockFetch((c) => {
      if (c.url === LIST_URL) return { status: 200, body: [entryOf(1)] };
      if (c.url === `/api/Watchlist/updateWatchlist/${ID(1)}` && c.method === 'PUT') {
        if (refuse) return problem(404, 'NOT_FOUND', 'There is no watchlist item with this id.');
        const { thresholdPrice } = c.body as { thresholdPrice: number };
        return { status: 200, body: entryOf(1, { watchlistItem: { ...entryOf(1).watchlistItem, thresholdPrice } }) };
      }
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp('/watchlist');
    const t = await table();
    await user.click(t.getByRole('button', { name: EDIT_RICE }));
    const field = t.getByLabelText('New threshold for Rice (local) (N)');
    expect(field).toHaveFocus();
    expect(field).toHaveValue(3000);

    await user.clear(field);
    await user.type(field, '0');
    await user.click(t.getByRole('button', { name: 'Save' }));
    expect(await t.findByText('The threshold price must be more than 0.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.clear(field);
    await user.type(field, '2800.555');
    await user.click(t.getByRole('button', { name: 'Save' }));
    expect(await t.findByText('The threshold price may have at most 2 decimals.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '2800.5');
    await user.click(t.getByRole('button', { name: 'Save' }));
    expect(await t.findByText('There is no watchlist item with this id.')).toBeInTheDocument();

    refuse = false;
    await user.click(t.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Threshold saved.')).toBeInTheDocument();
    await waitFor(() => expect(t.getByRole('button', { name: EDIT_RICE })).toHaveFocus());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { thresholdPrice: 2800.5 },
      { thresholdPrice: 2800.5 },
    ]);
  });

  it('Cancel (or Escape) leaves the threshold as it was, focuses Edit again and sends nothing', async () => {
    signIn(SHOPPER);
    const calls = mockFetch((c) => shell(c) ?? (c.url === LIST_URL ? { status: 200, body: [entryOf(1)] } : undefined));
    const user = userEvent.setup();
    renderApp('/watchlist');
    const t = await table();
    await user.click(t.getByRole('button', { name: EDIT_RICE }));
    await user.type(t.getByLabelText('New threshold for Rice (local) (N)'), '5');
    await user.click(t.getByRole('button', { name: 'Cancel' }));
    expect(t.queryByLabelText('New threshold for Rice (local) (N)')).toBeNull();
    expect(t.getByRole('row', { name: /Rice/ })).toHaveTextContent('N3,000');
    expect(t.getByRole('button', { name: EDIT_RICE })).toHaveFocus();

    // Escape closes it too.
    await user.click(t.getByRole('button', { name: EDIT_RICE }));
    await user.keyboard('{Escape}');
    expect(t.queryByLabelText('New threshold for Rice (local) (N)')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});

describe('Add to Watchlist on product details', () => {
  const PRODUCT_URL = `/api/markets/products/${ID(101)}`;
  const details = (c: Call) =>
    c.url === PRODUCT_URL ? { status: 200, body: { product: productOf(1), imageData: null } } : undefined;

  it('sends a visitor to log in first, and back to the product afterwards; nothing is sent', async () => {
    const calls = mockFetch(details);
    const user = userEvent.setup();
    const router = renderApp(`/products/${ID(101)}`);
    await user.type(await screen.findByLabelText('Threshold Price (N)'), '3000');
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(`/products/${ID(101)}`);
    expect(calls.filter((c) => c.url.startsWith('/api/Watchlist'))).toHaveLength(0);
  });

  it('checks the threshold before sending, then adds it with the spec’s message', async () => {
    signIn(SHOPPER);
    const calls = mockFetch((c) => {
      if (c.url === '/api/Watchlist/addToWatchlist')
        return {
          status: 201,
          body: entryOf(1, { watchlistItem: { ...entryOf(1).watchlistItem, thresholdPrice: 3200 } }),
        };
      return shell(c) ?? details(c);
    });
    const user = userEvent.setup();
    renderApp(`/products/${ID(101)}`);
    const field = await screen.findByLabelText('Threshold Price (N)');
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Enter a threshold price (a number).')).toBeInTheDocument();
    await user.type(field, '-5');
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('The threshold price must be more than 0.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '3200');
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Product added to watchlist!')).toBeInTheDocument();
    expect(field).toHaveValue(null);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { productId: ID(101), thresholdPrice: 3200 },
    ]);
  });

  it('checks the threshold as it is left and as it changes after, focuses it when wrong, and shows the server’s word on it', async () => {
    signIn(SHOPPER);
    const calls = mockFetch((c) =>
      c.url === '/api/Watchlist/addToWatchlist'
        ? problem(400, 'VALIDATION_FAILED', 'The request is not valid.', [
            { path: 'body.thresholdPrice', message: 'The threshold price must be at most 1,000,000,000.' },
          ])
        : (shell(c) ?? details(c)),
    );
    const user = userEvent.setup();
    renderApp(`/products/${ID(101)}`);
    const field = await screen.findByLabelText('Threshold Price (N)');
    // Nothing is said while it is typed into for the first time…
    await user.type(field, '0');
    expect(screen.queryByText('The threshold price must be more than 0.')).toBeNull();
    // …then it is checked as it is left, and again at each change.
    await user.tab();
    expect(await screen.findByText('The threshold price must be more than 0.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, '.555');
    expect(await screen.findByText('The threshold price may have at most 2 decimals.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '5');
    await waitFor(() => expect(field).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByText('We tell you when the price is at or below it.')).toBeInTheDocument();

    // A wrong one on submit: the field has the focus again, and nothing is sent.
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('Enter a threshold price (a number).')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    // The server's message for the field shows under it.
    await user.type(field, '3000');
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('The threshold price must be at most 1,000,000,000.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(3000);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { productId: ID(101), thresholdPrice: 3000 },
    ]);
  });

  it("shows the server's message when it refuses (already watched), and the spec's words when it says none", async () => {
    signIn(SHOPPER);
    let answer = problem(409, 'CONFLICT', 'This product is already on your watchlist.');
    mockFetch((c) => (c.url === '/api/Watchlist/addToWatchlist' ? answer : (shell(c) ?? details(c))));
    const user = userEvent.setup();
    renderApp(`/products/${ID(101)}`);
    await user.type(await screen.findByLabelText('Threshold Price (N)'), '3000');
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(await screen.findByText('This product is already on your watchlist.')).toBeInTheDocument();

    answer = { status: 502, body: undefined as never };
    await user.click(screen.getByRole('button', { name: 'Add to Watchlist' }));
    expect(
      await screen.findByText('An error occurred while adding the product to your watchlist.'),
    ).toBeInTheDocument();
  });
});

describe('notifications', () => {
  it('the bell says how many are unread and opens /notifications', async () => {
    signIn(SHOPPER);
    mockFetch((c) => shell(c, 2));
    const user = userEvent.setup();
    const router = renderApp('/about');
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    expect(bell).toHaveTextContent('2');
    await user.click(bell);
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });

  it('a visitor has no bell', async () => {
    mockFetch(() => undefined);
    renderApp('/about');
    expect(await screen.findByRole('link', { name: /^Cart/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
  });

  it('lists them with Lagos times, marks the unread ones, reads them all once and the bell drops to 0', async () => {
    signIn(SHOPPER);
    let unread = 1;
    const items = () => [
      notificationOf(1, { readAt: unread ? null : '2026-08-15T09:00:00.000Z' }),
      notificationOf(2, {
        title: 'Sugar is now N1,400',
        body: 'Sugar at Budum dropped to N1,400.',
        productId: null,
        createdAt: '2026-08-14T20:30:00.000Z',
        readAt: '2026-08-14T21:00:00.000Z',
      }),
    ];
    const calls = mockFetch((c) => {
      if (c.url === '/api/notifications?page=1&pageSize=20')
        return { status: 200, body: { items: items(), page: 1, pageSize: 20, total: 2, totalPages: 1 } };
      if (c.url === '/api/notifications/read-all' && c.method === 'POST') {
        unread = 0;
        return { status: 200, body: { unread: 0 } };
      }
      return shell(c, unread);
    });
    renderApp('/notifications');
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    const [rice, sugar] = within(await screen.findByRole('list', { name: 'Your notifications' })).getAllByRole(
      'listitem',
    );
    expect(rice).toHaveTextContent('Rice (local) is now N2,900');
    expect(rice).toHaveTextContent('15 Aug 2026, 09:05');
    expect(within(rice!).getByRole('link', { name: /^See the product/ })).toHaveAttribute(
      'href',
      `/products/${ID(101)}`,
    );
    expect(sugar).toHaveTextContent('14 Aug 2026, 21:30');
    expect(within(sugar!).queryByRole('link')).toBeNull();

    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument());
    // Read now on the server, the one that came in stays marked for this visit.
    expect(within(rice!).getByText('(unread)', { exact: false })).toBeInTheDocument();
    expect(within(sugar!).queryByText('New')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/notifications/read-all']);
  });

  it("says 'No notifications yet.' and marks nothing", async () => {
    signIn(SHOPPER);
    const calls = mockFetch((c) =>
      c.url.startsWith('/api/notifications?')
        ? { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0, totalPages: 0 } }
        : shell(c),
    );
    renderApp('/notifications');
    expect(await screen.findByText('No notifications yet.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
