import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentTransaction, PaymentVerification } from '../../../contract/payments';
import { type Call, mockFetch, problem } from '../../testing/fetch-mock';
import { sampleProfile, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { POLL_FOR_MS, POLL_MS } from './components/payment-success-screen';

const ID = (n: number) => `0190c0de-0000-7000-8000-00000000000${n}`;
const USER = ID(7);
const REF = 'KSW_0190c0de7000abcd';
const PROVIDER_PAGE = `/sandbox/checkout/${REF}`;

const logIn = (role: 'user' | 'admin' = 'user') => signIn(USER, role);

const profile = sampleProfile(USER);

/** The calls every signed-in screen makes (the header's cart count, the profile). */
function shell(c: Call) {
  if (c.url === '/api/carts/mine')
    return { status: 200, body: { cartId: null, items: [], totalItems: 0, totalPrice: 0 } };
  if (c.url === '/api/user/user-profile') return { status: 200, body: profile };
  return undefined;
}

/** The browser leaving for another page: jsdom cannot, so the test records where it was sent. */
function stubLeaving() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  return assign;
}

const initiated = { status: 200, body: { data: { authorization_url: PROVIDER_PAGE, reference: REF } } };

describe('payment form', () => {
  it('shows the amount in NGN and the type read-only, with addresses only for a product', async () => {
    logIn();
    mockFetch(shell);
    renderApp('/payment-form?totalPrice=3371.67&paymentType=product');
    const amount = await screen.findByLabelText('Amount');
    expect(amount).toHaveValue('NGN3,371.67');
    expect(amount).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Payment type')).toHaveValue('Product');
    expect(screen.getByLabelText('Shipping address')).toBeInTheDocument();
    expect(screen.getByLabelText('Billing address')).toBeInTheDocument();
  });

  it('/checkpayment reads subscriptionPrice and asks for no address', async () => {
    logIn();
    mockFetch(shell);
    renderApp('/checkpayment?subscriptionPrice=2500&paymentType=subscription');
    expect(await screen.findByLabelText('Amount')).toHaveValue('NGN2,500');
    expect(screen.getByLabelText('Payment type')).toHaveValue('Subscription');
    expect(screen.queryByLabelText('Shipping address')).toBeNull();
    expect(screen.queryByLabelText('Billing address')).toBeNull();
  });

  it('starts with the e-mail address of the signed-in shopper', async () => {
    logIn();
    mockFetch(shell);
    renderApp('/checkpayment?subscriptionPrice=2500&paymentType=subscription');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('amina@example.ng'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Initiate Payment' })).toBeEnabled());
  });

  it('says an amount below 1 is wrong and keeps Initiate Payment disabled', async () => {
    logIn();
    mockFetch(shell);
    renderApp('/payment-form?totalPrice=0&paymentType=subscription');
    expect(await screen.findByText("Please enter the exact amount you're paying...")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('amina@example.ng'));
    expect(screen.getByRole('button', { name: 'Initiate Payment' })).toBeDisabled();
    // The amount cannot be typed here: the plans can fix it.
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscription');
  });

  it('shows the e-mail and address messages once touched, and enables submit only when all is valid', async () => {
    logIn();
    mockFetch((c) => (c.url === '/api/user/user-profile' ? problem(404, 'NOT_FOUND', 'No profile') : shell(c)));
    const user = userEvent.setup();
    renderApp('/payment-form?totalPrice=3371.67&paymentType=product');
    const email = await screen.findByLabelText('Email');
    const submit = screen.getByRole('button', { name: 'Initiate Payment' });
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    await user.type(email, 'amina@');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    await user.type(email, 'example.ng');
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address.')).toBeNull());
    await user.type(screen.getByLabelText('Shipping address'), '12');
    await user.tab();
    expect(await screen.findByText('Please enter an address of 5 to 300 characters.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Shipping address'), ' Allen Avenue, Ikeja');
    await user.type(screen.getByLabelText('Billing address'), '12 Allen Avenue, Ikeja');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('starts one payment however often it is submitted, then sends the browser to the provider', async () => {
    logIn();
    const assign = stubLeaving();
    const calls = mockFetch((c) => (c.url === '/api/payment/initiate' ? initiated : shell(c)));
    // Hold the server's answer until the test has clicked again.
    const answer = globalThis.fetch;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await held;
      return answer(input, init);
    });
    const user = userEvent.setup();
    renderApp('/payment-form?totalPrice=3371.67&paymentType=product');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('amina@example.ng'));
    await user.type(screen.getByLabelText('Shipping address'), '12 Allen Avenue, Ikeja');
    await user.type(screen.getByLabelText('Billing address'), 'PO Box 44, Ikeja');
    const submit = screen.getByRole('button', { name: 'Initiate Payment' });
    await waitFor(() => expect(submit).toBeEnabled());
    // A double click: both clicks land before the page can re-render; then Enter, and a click while busy.
    fireEvent.click(submit);
    fireEvent.click(submit);
    expect(await screen.findByText('Starting your payment…')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await user.click(submit);
    expect(submit).toBeDisabled();
    release();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_PAGE));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      amount: 3371.67,
      email: 'amina@example.ng',
      paymentType: 'product',
      userId: USER,
      shippingAddress: '12 Allen Avenue, Ikeja',
      billingAddress: 'PO Box 44, Ikeja',
    });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('sends the plan of a subscription and no address', async () => {
    logIn();
    const assign = stubLeaving();
    const calls = mockFetch((c) => (c.url === '/api/payment/initiate' ? initiated : shell(c)));
    const user = userEvent.setup();
    renderApp(`/payment-form?totalPrice=2500&paymentType=subscription&subscriptionTypeId=${ID(3)}`);
    const submit = await screen.findByRole('button', { name: 'Initiate Payment' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_PAGE));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      amount: 2500,
      email: 'amina@example.ng',
      paymentType: 'subscription',
      userId: USER,
      subscriptionTypeId: ID(3),
    });
  });

  it("shows the server's message and a way back to the cart when the cart changed (409)", async () => {
    logIn();
    const assign = stubLeaving();
    mockFetch((c) =>
      c.url === '/api/payment/initiate' ? problem(409, 'CONFLICT', 'Your cart changed, please review it') : shell(c),
    );
    const user = userEvent.setup();
    const router = renderApp('/payment-form?totalPrice=3371.67&paymentType=product');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('amina@example.ng'));
    await user.type(screen.getByLabelText('Shipping address'), '12 Allen Avenue, Ikeja');
    await user.type(screen.getByLabelText('Billing address'), '12 Allen Avenue, Ikeja');
    const submit = screen.getByRole('button', { name: 'Initiate Payment' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your cart changed, please review it');
    expect(assign).not.toHaveBeenCalled();
    // The in-progress flag is cleared: the shopper may try again.
    expect(submit).toBeEnabled();
    await user.click(within(alert).getByRole('link', { name: 'Review your cart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('shows the spec message when the payment cannot be started for another reason', async () => {
    logIn();
    mockFetch((c) =>
      c.url === '/api/payment/initiate' ? problem(502, 'BAD_GATEWAY', 'Paystack could not be reached') : shell(c),
    );
    const user = userEvent.setup();
    renderApp('/checkpayment?subscriptionPrice=2500&paymentType=subscription');
    const submit = await screen.findByRole('button', { name: 'Initiate Payment' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to initiate payment. Please try again later.');
    expect(screen.queryByText('Paystack could not be reached')).toBeNull();
    expect(submit).toBeEnabled();
  });
});

const verification = (over: Partial<PaymentVerification>): PaymentVerification => ({
  reference: REF,
  status: 'success',
  paymentType: 'product',
  amount: 3371.67,
  message: 'Payment verified.',
  refunding: false,
  orderId: ID(9),
  subscriptionEndsAt: null,
  ...over,
});

describe('payment result', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a verified product payment says so and links to the order and My Orders', async () => {
    logIn();
    const calls = mockFetch((c) =>
      c.url === `/api/payment/verify/${REF}` ? { status: 200, body: verification({}) } : shell(c),
    );
    const user = userEvent.setup();
    // The query's amount is ignored: only the server's verification counts.
    const router = renderApp(`/payment-success?paymenttype=product&amount=1&reference=${REF}`);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your payment.')).toBeInTheDocument();
    expect(screen.getByText('Your order has been processed successfully.')).toBeInTheDocument();
    expect(screen.getByText('NGN3,371.67')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your order' })).toHaveAttribute('href', `/order/${ID(9)}`);
    expect(screen.getAllByRole('link', { name: 'My Orders' }).map((a) => a.getAttribute('href'))).toContain(
      '/user-orders',
    );
    expect(calls.filter((c) => c.url.startsWith('/api/payment/verify/'))).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Back to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('a replaced checkout paid all the same says it is being refunded, not that nothing was charged', async () => {
    logIn();
    const message = 'A newer checkout replaced this one, so this payment bought nothing: we are refunding it in full.';
    mockFetch((c) =>
      c.url === `/api/payment/verify/${REF}`
        ? { status: 200, body: verification({ status: 'superseded', orderId: null, refunding: true, message }) }
        : shell(c),
    );
    renderApp(`/payment-success?paymenttype=product&amount=1&reference=${REF}`);
    expect(await screen.findByRole('heading', { name: 'Payment being refunded' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was charged/)).not.toBeInTheDocument();
  });

  it("a verified subscription (Paystack's trxref) says until when it is active", async () => {
    logIn();
    mockFetch((c) =>
      c.url === `/api/payment/verify/${REF}`
        ? {
            status: 200,
            body: verification({
              paymentType: 'subscription',
              amount: 2500,
              orderId: null,
              subscriptionEndsAt: '2026-09-14T22:59:00.000Z',
            }),
          }
        : shell(c),
    );
    renderApp(`/payment-success?paymenttype=subscription&amount=2500&trxref=${REF}&reference=`);
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByText('Your subscription is active until 14 Sept 2026, 23:59.')).toBeInTheDocument();
    expect(screen.queryByText('Your order has been processed successfully.')).toBeNull();
  });

  it('a failed payment says nothing was charged and Try again goes back to the cart', async () => {
    logIn();
    mockFetch((c) =>
      c.url === `/api/payment/verify/${REF}`
        ? { status: 200, body: verification({ status: 'failed', orderId: null }) }
        : shell(c),
    );
    const user = userEvent.setup();
    const router = renderApp(`/payment-success?paymenttype=product&amount=3371.67&reference=${REF}`);
    expect(
      await screen.findByText('Your payment did not go through. Nothing was charged and your cart is as you left it.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
  });

  it('an abandoned subscription payment offers the plans again', async () => {
    logIn();
    mockFetch((c) =>
      c.url === `/api/payment/verify/${REF}`
        ? { status: 200, body: verification({ status: 'abandoned', paymentType: 'subscription', orderId: null }) }
        : shell(c),
    );
    const user = userEvent.setup();
    const router = renderApp(`/payment-success?reference=${REF}`);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription'));
  });

  it('a flagged payment says the team will be in touch', async () => {
    logIn();
    mockFetch((c) =>
      c.url === `/api/payment/verify/${REF}`
        ? { status: 200, body: verification({ status: 'flagged', orderId: null }) }
        : shell(c),
    );
    renderApp(`/payment-success?reference=${REF}`);
    expect(
      await screen.findByText('We received your payment but could not match its amount; our team will contact you.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('while the provider has not confirmed, it waits and asks again every 2 s until it has', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    let status: PaymentVerification['status'] = 'pending';
    const calls = mockFetch((c) =>
      c.url === `/api/payment/verify/${REF}`
        ? { status: 200, body: verification({ status, orderId: status === 'success' ? ID(9) : null }) }
        : shell(c),
    );
    renderApp(`/payment-success?reference=${REF}`);
    expect(await screen.findByText('Waiting for the payment provider to confirm your payment…')).toBeInTheDocument();
    const verifies = () => calls.filter((c) => c.url === `/api/payment/verify/${REF}`).length;
    expect(verifies()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    await waitFor(() => expect(verifies()).toBe(2));
    expect(screen.getByText('Waiting for the payment provider to confirm your payment…')).toBeInTheDocument();
    status = 'success';
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    const asked = verifies();
    expect(asked).toBe(3);
    // Confirmed: no more asking.
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 3));
    expect(verifies()).toBe(asked);
  });

  it('after about a minute unconfirmed it stops asking and says the order will appear in My Orders', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    const calls = mockFetch((c) =>
      c.url === `/api/payment/verify/${REF}`
        ? { status: 200, body: verification({ status: 'pending', orderId: null }) }
        : shell(c),
    );
    renderApp(`/payment-success?reference=${REF}`);
    expect(await screen.findByText('Waiting for the payment provider to confirm your payment…')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(POLL_FOR_MS));
    expect(await screen.findByText('Your payment will be confirmed shortly.')).toBeInTheDocument();
    expect(screen.getByText('Your order appears in My Orders as soon as it is.')).toBeInTheDocument();
    const asked = calls.filter((c) => c.url.startsWith('/api/payment/verify/')).length;
    expect(asked).toBeGreaterThanOrEqual(25);
    await act(() => vi.advanceTimersByTimeAsync(POLL_MS * 5));
    expect(calls.filter((c) => c.url.startsWith('/api/payment/verify/')).length).toBe(asked);
  });

  it('without a reference it says there is nothing to check and asks the server nothing', async () => {
    logIn();
    const calls = mockFetch(shell);
    renderApp('/payment-success?paymenttype=product&amount=3371.67');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link has no valid payment reference, so there is no payment to check.',
    );
    expect(calls.some((c) => c.url.startsWith('/api/payment/'))).toBe(false);
  });
});

describe('sandbox checkout', () => {
  const checkout = { reference: REF, amount: 3371.67, email: 'amina@example.ng', status: 'pending' };
  const bearer = () => `Bearer ${localStorage.getItem('token')}`;

  it('shows what is paid, clearly as a test; Pay posts with the login and the app opens the result page at once', async () => {
    logIn();
    const assign = stubLeaving();
    const back = `/payment-success?paymenttype=product&amount=3371.67&trxref=${REF}&reference=${REF}`;
    const calls = mockFetch((c) => {
      if (c.url === `/api/sandbox/checkout/${REF}`) return { status: 200, body: checkout };
      if (c.url === `/api/sandbox/checkout/${REF}/pay`) return { status: 200, body: { redirectUrl: back } };
      if (c.url === `/api/payment/verify/${REF}`) return { status: 200, body: verification({}) };
      return shell(c);
    });
    const user = userEvent.setup();
    const router = renderApp(PROVIDER_PAGE);
    expect(await screen.findByText('Kasuwa sandbox — test payments, no real money')).toBeInTheDocument();
    expect(await screen.findByText('NGN3,371.67')).toBeInTheDocument();
    expect(screen.getByText('amina@example.ng')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    // No page load: the app goes to the result page itself, in place of the checkout, and asks the server.
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(back);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(assign).not.toHaveBeenCalled();
    const sandbox = calls.filter((c) => c.url.startsWith('/api/sandbox/'));
    expect(sandbox.map((c) => [c.method, c.url])).toEqual([
      ['GET', `/api/sandbox/checkout/${REF}`],
      ['POST', `/api/sandbox/checkout/${REF}/pay`],
    ]);
    expect(sandbox.map((c) => c.headers.authorization)).toEqual([bearer(), bearer()]);
    expect(sandbox[1]!.body).toBeUndefined();
  });

  it('keeps its buttons busy until the result page opens', async () => {
    logIn();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    mockFetch((c) => {
      if (c.url === `/api/sandbox/checkout/${REF}`) return { status: 200, body: checkout };
      return shell(c);
    });
    const user = userEvent.setup();
    renderApp(PROVIDER_PAGE);
    // The action's answer is held back, to look at the page meanwhile.
    const held = new Promise<{ status: number; body: unknown }>((resolve) => (answer = resolve));
    const fetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/decline')) {
        const { status, body } = await held;
        return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      }
      return fetch(input, init);
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer({ status: 200, body: { redirectUrl: `/payment-success?reference=${REF}` } });
    expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toBeInTheDocument();
  });

  it('a visitor logs in first and the checkout is not asked for', async () => {
    const calls = mockFetch(() => undefined);
    const router = renderApp(PROVIDER_PAGE);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(PROVIDER_PAGE);
    expect(calls.filter((c) => c.url.startsWith('/api/sandbox/'))).toEqual([]);
  });

  it("shows the server's message when the checkout is no longer open", async () => {
    logIn();
    const assign = stubLeaving();
    let status = 'pending';
    mockFetch((c) => {
      if (c.url === `/api/sandbox/checkout/${REF}`) return { status: 200, body: { ...checkout, status } };
      if (c.url === `/api/sandbox/checkout/${REF}/decline`) {
        status = 'success';
        return problem(409, 'CONFLICT', 'This payment is no longer pending.');
      }
      return shell(c);
    });
    const user = userEvent.setup();
    const router = renderApp(PROVIDER_PAGE);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment is no longer pending.');
    expect(await screen.findByText(/This payment is already paid\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(assign).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(PROVIDER_PAGE);
  });

  it("says so when the reference is unknown (or someone else's)", async () => {
    logIn();
    mockFetch((c) =>
      c.url === '/api/sandbox/checkout/NOPE_123456'
        ? problem(404, 'NOT_FOUND', 'There is no checkout with this reference.')
        : shell(c),
    );
    renderApp('/sandbox/checkout/NOPE_123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no checkout with this reference.');
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});

const transaction = (n: number, over: Partial<PaymentTransaction>): PaymentTransaction => ({
  id: ID(n),
  userId: USER,
  email: 'amina@example.ng',
  amount: 3371.67,
  transactionReference: `KSW_REF_00${n}`,
  status: false,
  state: 'failed',
  flagReason: null,
  createdAt: '2026-08-15T13:05:09.000Z',
  paidAt: null,
  paymentType: 'product',
  billingAddress: '12 Allen Avenue, Ikeja',
  shippingAddress: '3 Marina Road, Lagos Island',
  refundedAmount: null,
  ...over,
});

const pageOf = (items: PaymentTransaction[], page = 1, totalPages = 1) => ({
  items,
  page,
  pageSize: 20,
  total: totalPages === 1 ? items.length : totalPages * 20,
  totalPages,
});

describe('payment transactions (admin)', () => {
  it('says it is loading, then shows Success in green and Failed in red, with Lagos times', async () => {
    logIn('admin');
    let items: PaymentTransaction[] | null = null;
    mockFetch((c) => {
      if (!c.url.startsWith('/api/payment/transactions')) return shell(c);
      return items ? { status: 200, body: pageOf(items) } : undefined;
    });
    // The server's answer waits until the test has seen the loading text.
    const answer = globalThis.fetch;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).startsWith('/api/payment/transactions')) await held;
      return answer(input, init);
    });
    renderApp('/payments');
    expect(await screen.findByText('Loading payment transactions...')).toBeInTheDocument();
    items = [
      transaction(1, { status: true, state: 'success', paidAt: '2026-08-15T13:06:00.000Z' }),
      transaction(2, {}),
      transaction(3, { state: 'pending' }),
      transaction(4, { state: 'flagged', flagReason: 'Paid NGN100, expected NGN3,371.67' }),
    ];
    release();
    const table = await screen.findByRole('table', { name: 'Payment transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'ID',
      'User ID',
      'Email',
      'Amount',
      'Transaction Reference',
      'Status',
      'Created At',
      'Payment Type',
      'BillingAddress',
      'ShippingAddress',
    ]);
    expect(within(table).getByText('Success')).toHaveClass('text-green-700');
    expect(within(table).getByText('Failed')).toHaveClass('text-red-700');
    expect(within(table).getByText('Pending')).not.toHaveClass('text-red-700');
    expect(within(table).getByText('Flagged')).toHaveClass('text-amber-800');
    expect(within(table).getAllByText('2026-08-15 14:05:09')).toHaveLength(4);
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText(ID(1))).toBeInTheDocument();
    expect(within(first).getByText('NGN3,371.67')).toBeInTheDocument();
    expect(within(first).getByText('KSW_REF_001')).toBeInTheDocument();
    expect(within(first).getByText('Product')).toBeInTheDocument();
    expect(within(first).getByText('3 Marina Road, Lagos Island')).toBeInTheDocument();
  });

  it('says when there are no transactions', async () => {
    logIn('admin');
    mockFetch((c) => (c.url.startsWith('/api/payment/transactions') ? { status: 200, body: pageOf([]) } : shell(c)));
    renderApp('/payments');
    expect(await screen.findByText('No payment transactions found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('filters by status and type, and pages through, asking the server each time', async () => {
    logIn('admin');
    const calls = mockFetch((c) => {
      if (!c.url.startsWith('/api/payment/transactions')) return shell(c);
      const page = Number(new URL(c.url, 'http://x').searchParams.get('page'));
      return { status: 200, body: pageOf([transaction(page, {})], page, 3) };
    });
    const user = userEvent.setup();
    const router = renderApp('/payments');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await user.selectOptions(screen.getByLabelText('Payment type'), 'Subscription');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/payment/transactions?page=1&pageSize=20&status=failed&paymentType=subscription',
      ),
    );
    expect(calls.map((c) => c.url)).toContain('/api/payment/transactions?page=2&pageSize=20');
    expect(router.state.location.search).toBe('?status=failed&paymentType=subscription');
  });
});
