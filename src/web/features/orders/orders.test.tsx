import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order, OrderStatus } from '../../../contract/orders';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const ID = (n: number) => `0190c0de-0000-7000-8000-${String(n).padStart(12, '0')}`;
const SHOPPER = ID(900);
const ADMIN = ID(901);

const logIn = (role: 'user' | 'admin' = 'user') => signIn(role === 'admin' ? ADMIN : SHOPPER, role);

/** 08:05:07 UTC is 09:05:07 in Lagos. */
const orderOf = (n: number, over: Partial<Order> = {}): Order => ({
  orderId: ID(n),
  userId: SHOPPER,
  orderDate: '2026-08-15T08:05:07.000Z',
  totalPrice: 6743.34,
  status: 'Pending',
  billingAddress: `${n} Billing Street, Ikeja, Lagos`,
  shippingAddress: `${n} Shipping Road, Yaba, Lagos`,
  orderItems: [
    { productId: ID(100 + n), productName: 'Rice (local)', marketName: 'Monday', quantity: 2, price: 3371.67 },
  ],
  transactionReference: `KSW-REF-${n}`,
  canCancel: false,
  history: [{ status: 'Pending', at: '2026-08-15T08:05:07.000Z', by: 'system' }],
  ...over,
});

/** The calls to the order API (the layout also asks for the cart count). */
const orderCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/Order'));

/** The card of the order with this id on My Orders. */
const cardOf = (orderId: string) => screen.getByText(orderId).closest('article')!;
/** The admin table's row of the order with this id. */
const rowOf = (orderId: string) => screen.getByText(orderId).closest('tr')!;

describe('My Orders', () => {
  it('shows one card per order: total, medium Lagos date, addresses, status, items, Track and View links', async () => {
    logIn();
    const calls = mockFetch((c) =>
      c.url === `/api/Order/user/${SHOPPER}`
        ? {
            status: 200,
            body: [
              orderOf(1, { canCancel: true }),
              orderOf(2, { status: 'Shipped', orderDate: '2026-08-14T13:00:00.000Z', totalPrice: 1500 }),
            ],
          }
        : undefined,
    );
    renderApp('/user-orders');
    expect(await screen.findByRole('heading', { name: 'My Orders', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Order of Aug 15, 2026, 9:05:07 AM' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Order of Aug 14, 2026, 2:00:00 PM' })).toBeInTheDocument();

    const first = within(cardOf(ID(1)));
    expect(first.getByText('NGN6,743.34')).toBeInTheDocument();
    expect(first.getByText('Pending')).toBeInTheDocument();
    expect(first.getByText('1 Shipping Road, Yaba, Lagos')).toBeInTheDocument();
    expect(first.getByText('1 Billing Street, Ikeja, Lagos')).toBeInTheDocument();
    const item = first.getByRole('row', { name: /Rice \(local\)/ });
    expect(
      within(item)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Rice (local)', 'Monday', '2', 'N3,371.67']);
    expect(first.getByRole('link', { name: /^Track Order/ })).toHaveAttribute('href', `/track/${ID(1)}`);
    expect(first.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/order/${ID(1)}`);

    const second = within(cardOf(ID(2)));
    expect(second.getByText('NGN1,500')).toBeInTheDocument();
    expect(second.getByText('Shipped')).toBeInTheDocument();

    // Only the order that may still be canceled offers it.
    expect(first.getByRole('button', { name: /^Cancel order/ })).toBeInTheDocument();
    expect(second.queryByRole('button', { name: /^Cancel order/ })).toBeNull();
    expect(orderCalls(calls).map((c) => c.url)).toEqual([`/api/Order/user/${SHOPPER}`]);
  });

  it("says 'You have no orders yet.' with a way to the markets", async () => {
    logIn();
    mockFetch((c) => (c.url === `/api/Order/user/${SHOPPER}` ? { status: 200, body: [] } : undefined));
    renderApp('/user-orders');
    expect(await screen.findByText('You have no orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a market' })).toHaveAttribute('href', '/market');
  });

  it('cancel asks first, naming the refund; confirmed, it POSTs, says so and the card shows Canceled', async () => {
    logIn();
    let order = orderOf(1, { canCancel: true });
    const calls = mockFetch((c) => {
      if (c.url === `/api/Order/user/${SHOPPER}`) return { status: 200, body: [order] };
      if (c.url === `/api/Order/${ID(1)}/cancel` && c.method === 'POST') {
        order = { ...order, status: 'Canceled', canCancel: false };
        return { status: 200, body: order };
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/user-orders');
    await user.click(await screen.findByRole('button', { name: /^Cancel order/ }));
    let dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('Your payment of NGN6,743.34 will be refunded to your card.');

    // Keeping the order sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    expect(dialog).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /^Cancel order/ }));
    dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel order' }));
    expect(
      await screen.findByText('Your order was canceled. NGN6,743.34 will be refunded to your card.'),
    ).toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(within(cardOf(ID(1))).getByText('Canceled')).toBeInTheDocument());
    expect(within(cardOf(ID(1))).queryByRole('button', { name: /^Cancel order/ })).toBeNull();
    // The button is gone, so focus goes to the card's heading rather than the top of the page.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Order of Aug 15, 2026, 9:05:07 AM' })).toHaveFocus(),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([`/api/Order/${ID(1)}/cancel`]);
  });

  it('a cancel the server refuses (409) shows its message and the order stays as it was', async () => {
    logIn();
    mockFetch((c) => {
      if (c.url === `/api/Order/user/${SHOPPER}`) return { status: 200, body: [orderOf(1, { canCancel: true })] };
      if (c.url === `/api/Order/${ID(1)}/cancel`)
        return problem(409, 'CONFLICT', 'This order can no longer be canceled: it has shipped.');
      return undefined;
    });
    const user = userEvent.setup();
    renderApp('/user-orders');
    await user.click(await screen.findByRole('button', { name: /^Cancel order/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('This order can no longer be canceled: it has shipped.')).toBeInTheDocument();
    expect(within(cardOf(ID(1))).getByText('Pending')).toBeInTheDocument();
  });
});

describe('order details', () => {
  it('shows the order, its items, payment reference and Lagos-time history, with Back to My Orders', async () => {
    logIn();
    const order = orderOf(3, {
      status: 'Processing',
      history: [
        { status: 'Pending', at: '2026-08-15T08:05:07.000Z', by: 'system' },
        { status: 'Processing', at: '2026-08-15T23:30:00.000Z', by: 'admin' },
      ],
    });
    mockFetch((c) => (c.url === `/api/Order/${ID(3)}` ? { status: 200, body: order } : undefined));
    renderApp(`/order/${ID(3)}`);
    expect(await screen.findByText(ID(3))).toBeInTheDocument();
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(term('Order Date')).toHaveTextContent('2026-08-15');
    expect(term('Total Price')).toHaveTextContent('NGN6,743.34');
    expect(term('Status')).toHaveTextContent('Processing');
    expect(term('Shipping Address')).toHaveTextContent('3 Shipping Road, Yaba, Lagos');
    expect(term('Billing Address')).toHaveTextContent('3 Billing Street, Ikeja, Lagos');
    expect(term('Payment reference')).toHaveTextContent('KSW-REF-3');
    expect(screen.getByRole('row', { name: /Rice \(local\)/ })).toHaveTextContent('N3,371.67');
    const history = screen.getByRole('heading', { name: 'Status history' }).nextElementSibling!;
    expect(
      within(history as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['PendingAug 15, 2026, 9:05:07 AMautomatically', 'ProcessingAug 16, 2026, 12:30:00 AMby an admin']);
    expect(screen.getByRole('link', { name: /^Back/ })).toHaveAttribute('href', '/user-orders');
  });

  it("answers an unknown (or someone else's) order with 'There is no order with this id.'; an admin goes Back to all orders", async () => {
    logIn('admin');
    const calls = mockFetch((c) =>
      c.url === `/api/Order/${ID(4)}` ? problem(404, 'NOT_FOUND', 'There is no order with this id.') : undefined,
    );
    renderApp(`/order/${ID(4)}`);
    expect(await screen.findByText('There is no order with this id.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Back/ })).toHaveAttribute('href', '/orders');
    expect(orderCalls(calls)).toHaveLength(1);
  });
});

describe('order tracking', () => {
  it('the form checks the id looks like an order id, then opens /track/{orderId}', async () => {
    logIn();
    const calls = mockFetch((c) =>
      c.url === `/api/Order/track/${ID(5)}` ? { status: 200, body: { orderId: ID(5), status: 'Shipped' } } : undefined,
    );
    const user = userEvent.setup();
    const router = renderApp('/order-tracking');
    expect(await screen.findByRole('heading', { name: 'Track Order', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText('Please enter your order id.')).toBeInTheDocument();
    const field = screen.getByLabelText('Order ID');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'order-5');
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    expect(await screen.findByText(/^That is not an order id\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order-tracking');
    expect(orderCalls(calls)).toHaveLength(0);

    await user.clear(field);
    await user.type(field, ` ${ID(5).toUpperCase()} `);
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/track/${ID(5)}`));
    expect(await screen.findByText('Shipped', { selector: 'dd *' })).toBeInTheDocument();
    expect(orderCalls(calls).map((c) => c.url)).toEqual([`/api/Order/track/${ID(5)}`]);
  });

  it("shows a spinner, then 'Order ID' and 'Order Status' with the step reached, and the form to track another", async () => {
    logIn();
    let answer: (r: Response) => void = () => {};
    // The tracking call waits for `answer`; the layout's own calls are never answered.
    const fetch = vi.fn(
      (url: string) =>
        new Promise<Response>((resolve) => {
          if (url.startsWith('/api/Order/track/')) answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    renderApp(`/track/${ID(6)}`);
    expect(await screen.findByText('Tracking your order')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith(`/api/Order/track/${ID(6)}`, expect.objectContaining({ method: 'GET' }));
    answer(new Response(JSON.stringify({ orderId: ID(6), status: 'Processing' }), { status: 200 }));
    const status = await screen.findByText('Order Status');
    expect(status.nextElementSibling).toHaveTextContent('Processing');
    expect(screen.getByText('Order ID', { selector: 'dt' }).nextElementSibling).toHaveTextContent(ID(6));
    expect(screen.queryByText('Tracking your order')).toBeNull();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      '✓Pending(done)',
      '2Processing(current step)',
      '3Shipped(to come)',
      '4Delivered(to come)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { name: 'Track another order' })).toBeInTheDocument();
  });

  it('shows an unrecognised status as Pending', async () => {
    logIn();
    mockFetch((c) =>
      c.url === `/api/Order/track/${ID(7)}`
        ? { status: 200, body: { orderId: ID(7), status: 'OutForDelivery' } }
        : undefined,
    );
    renderApp(`/track/${ID(7)}`);
    const status = await screen.findByText('Order Status');
    expect(status.nextElementSibling).toHaveTextContent(/^Pending$/);
  });

  it("says 'Error tracking the order. Please try again later.' when tracking fails, and names a 404", async () => {
    logIn();
    mockFetch((c) => {
      if (c.url === `/api/Order/track/${ID(8)}`) return problem(503, 'SERVICE_UNAVAILABLE', 'Database down');
      if (c.url === `/api/Order/track/${ID(9)}`) return problem(404, 'NOT_FOUND', 'There is no order with this id.');
      return undefined;
    });
    const user = userEvent.setup();
    renderApp(`/track/${ID(8)}`);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      /^Error tracking the order\. Please try again later\./,
    );
    expect(screen.queryByText(/Database down/)).toBeNull();

    await user.type(screen.getByLabelText('Order ID'), ID(9));
    await user.click(screen.getByRole('button', { name: 'Track Order' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error tracking the order. Please try again later. There is no order with this id.',
      ),
    );
  });
});

describe('all orders (admin)', () => {
  const HEADERS = ['Order ID', 'Order Date', 'Total Price', 'Status', 'Billing Address', 'Shipping Address', 'Action'];

  /** A server that keeps the orders' statuses and follows the state machine. */
  function adminServer(initial: Order[], refuse?: { status: number; body: unknown }) {
    const orders = new Map(initial.map((o) => [o.orderId, o]));
    const calls = mockFetch((c) => {
      const url = new URL(c.url, 'http://kasuwa.test');
      if (url.pathname === '/api/Order' && c.method === 'GET') {
        const status = url.searchParams.get('status');
        const items = [...orders.values()].filter((o) => !status || o.status === status);
        const page = Number(url.searchParams.get('page'));
        return { status: 200, body: { items, page, pageSize: 20, total: 45, totalPages: 3 } };
      }
      const id = url.pathname.replace('/api/Order/', '');
      if (c.method === 'PUT' && orders.has(id)) {
        if (refuse) return refuse as { status: number; body: unknown };
        const next = { ...orders.get(id)!, status: (c.body as { status: OrderStatus }).status };
        orders.set(id, next);
        return { status: 200, body: next };
      }
      return undefined;
    });
    return calls;
  }

  it('lists every order with its columns: Lagos date-time, N-prefixed total, addresses and a View link', async () => {
    logIn('admin');
    const calls = adminServer([orderOf(10), orderOf(11, { status: 'Delivered', totalPrice: 1234567.5 })]);
    renderApp('/orders');
    expect(await screen.findByRole('heading', { name: 'All orders', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'All orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(HEADERS);
    const row = within(rowOf(ID(11)));
    const cells = row.getAllByRole('cell');
    expect(cells[0]).toHaveTextContent(ID(11));
    expect(cells[1]).toHaveTextContent('2026-08-15 09:05:07');
    expect(cells[2]).toHaveTextContent(/^N1,234,567\.50$/);
    expect(cells[3]).toHaveTextContent('Delivered');
    expect(cells[4]).toHaveTextContent('11 Billing Street, Ikeja, Lagos');
    expect(cells[5]).toHaveTextContent('11 Shipping Road, Yaba, Lagos');
    expect(row.getByRole('link', { name: /^View/ })).toHaveAttribute('href', `/order/${ID(11)}`);
    // A delivered order has nowhere further to go.
    expect(row.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(orderCalls(calls)[0]!.url).toBe('/api/Order?page=1&pageSize=20');
  });

  it('filters by status and pages through the server’s pages', async () => {
    logIn('admin');
    const calls = adminServer([orderOf(12, { status: 'Shipped' }), orderOf(13)]);
    const user = userEvent.setup();
    const router = renderApp('/orders');
    await screen.findByText(ID(13));
    const filter = screen.getByLabelText('Filter by status');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All statuses', 'Pending', 'Processing', 'Shipped', 'Delivered', 'Canceled']);
    await user.selectOptions(filter, 'Shipped');
    await waitFor(() => expect(screen.queryByText(ID(13))).toBeNull());
    expect(screen.getByText(ID(12))).toBeInTheDocument();
    expect(orderCalls(calls).at(-1)!.url).toBe('/api/Order?page=1&pageSize=20&status=Shipped');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(orderCalls(calls).at(-1)!.url).toBe('/api/Order?page=2&pageSize=20&status=Shipped'));
    expect(router.state.location.search).toBe('?status=Shipped&page=2');
  });

  it('changes a status with PUT { status }, offering only the next statuses, and the row shows it', async () => {
    logIn('admin');
    const calls = adminServer([orderOf(14)]);
    const user = userEvent.setup();
    renderApp('/orders');
    await screen.findByText(ID(14));
    const select = screen.getByLabelText(`New status of order ${ID(14)}`);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Change to…', 'Processing', 'Canceled']);
    const update = within(rowOf(ID(14))).getByRole('button', { name: /^Update/ });
    expect(update).toBeDisabled();
    await user.selectOptions(select, 'Processing');
    await user.click(update);
    expect(await screen.findByText('The order is now Processing.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(ID(14))).getByText('Processing', { selector: 'span' })).toBeInTheDocument(),
    );
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe(`/api/Order/${ID(14)}`);
    expect(put.body).toEqual({ status: 'Processing' });
    // Processing may now go on to Shipped.
    expect(
      within(screen.getByLabelText(`New status of order ${ID(14)}`))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Change to…', 'Shipped', 'Canceled']);
  });

  it("shows the server's 409 message when it refuses the change, and the row keeps its status", async () => {
    logIn('admin');
    adminServer([orderOf(15)], problem(409, 'CONFLICT', 'An order that is Canceled cannot become Processing.'));
    const user = userEvent.setup();
    renderApp('/orders');
    await screen.findByText(ID(15));
    await user.selectOptions(screen.getByLabelText(`New status of order ${ID(15)}`), 'Processing');
    await user.click(within(rowOf(ID(15))).getByRole('button', { name: /^Update/ }));
    expect(await screen.findByText('An order that is Canceled cannot become Processing.')).toBeInTheDocument();
    expect(within(rowOf(ID(15))).getByText('Pending', { selector: 'span' })).toBeInTheDocument();
  });
});
