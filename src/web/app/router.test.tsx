import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { renderApp as renderAt } from '../testing/render-app';
import { SIGNED_IN_SHELL_EARLY } from './app-shell';

describe('routes', () => {
  it('redirects the empty path to /dashboard', async () => {
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends unknown paths to /not-found, whose Go Back returns to the dashboard', async () => {
    const user = userEvent.setup();
    const router = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: '404 - Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested page could not be found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/not-found');
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a visitor to log in first, and back to the wanted screen after login', async () => {
    const router = renderAt('/market?near=kano');
    expect(await screen.findByText('Please Login First!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/market?near=kano');
  });

  it('sends a visitor on an admin screen to the admin login, with the spec message', async () => {
    const router = renderAt('/add-market');
    expect(await screen.findByText("You don't have admin rights.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/add-market');
  });

  it("tells a shopper they don't have admin rights on an admin screen", async () => {
    localStorage.setItem('token', 'x.eyJyb2xlIjoidXNlciJ9.y');
    localStorage.setItem('role', 'user');
    const router = renderAt('/add-market');
    expect(await screen.findByText("You don't have admin rights.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['/track/0190c0de-0000-7000-8000-000000000001', ['/api/Order/track/0190c0de-0000-7000-8000-000000000001']],
    ['/order-tracking/0190c0de-0000-7000-8000-000000000001', ['/api/Order/track/0190c0de-0000-7000-8000-000000000001']],
    ['/order-tracking', []],
  ])('resolves %s to the order tracking screen for a signed-in shopper', async (path, asked) => {
    localStorage.setItem('token', 'x.eyJyb2xlIjoidXNlciJ9.y');
    localStorage.setItem('role', 'user');
    const calls = mockFetch((c) =>
      c.url.startsWith('/api/Order/track/')
        ? { status: 200, body: { orderId: '0190c0de-0000-7000-8000-000000000001', status: 'Shipped' } }
        : undefined,
    );
    const router = renderAt(path);
    expect(await screen.findByRole('heading', { name: 'Track Order', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Order ID')).toBeInTheDocument();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
    if (asked.length) expect(await screen.findByText('Order Status')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/Order')).map((c) => c.url)).toEqual(asked);
    expect(router.state.location.pathname).toBe(path);
  });

  it('resolves the catalogue screens to their screens, which ask the server', async () => {
    const calls = mockFetch((c) =>
      c.url.startsWith('/api/products/search')
        ? { status: 200, body: { items: [], page: 1, pageSize: 20, hasMore: false } }
        : c.method === 'GET'
          ? { status: 200, body: [] }
          : undefined,
    );
    renderAt('/search-results?search=rice');
    expect(await screen.findByRole('heading', { name: 'Results for “rice”' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing matches “rice”.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining([
        '/api/markets/GetAllMarkets?search=rice&limit=200',
        '/api/products/search?query=rice&page=1',
      ]),
    );
  });

  it("asks for a signed-in shopper's shell exactly the GETs main.tsx asks for early, so that each early answer is taken", async () => {
    localStorage.setItem('token', 'x.eyJyb2xlIjoidXNlciJ9.y');
    const calls = mockFetch((c) =>
      c.url === '/api/notifications/unread-count'
        ? { status: 200, body: { unread: 2 } }
        : c.url === '/api/carts/mine'
          ? { status: 200, body: { cartId: null, items: [], totalItems: 3, totalPrice: 0 } }
          : undefined,
    );
    renderAt('/faq');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(expect.arrayContaining([...SIGNED_IN_SHELL_EARLY])));
    expect(
      calls
        .filter((c) => c.url.startsWith('/api/'))
        .map((c) => c.url)
        .sort(),
    ).toEqual([...SIGNED_IN_SHELL_EARLY].sort());
  });

  it('loads the lazy static pages', async () => {
    renderAt('/faq');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});
