import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { renderApp as renderAt } from '../testing/render-app';

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
    ['/track/o1', 'Order tracking'],
    ['/order-tracking', 'Order tracking'],
  ])('resolves %s to its screen (coming soon)', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByTestId('coming-soon')).toBeInTheDocument();
  });

  it('resolves the catalogue screens to their screens, which ask the server', async () => {
    const calls = mockFetch((c) => (c.method === 'GET' ? { status: 200, body: [] } : undefined));
    renderAt('/search-results?search=rice');
    expect(await screen.findByRole('heading', { name: 'Results for “rice”' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing matches “rice”.')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(
      expect.arrayContaining([
        '/api/markets/GetAllMarkets?search=rice&limit=200',
        '/api/products?query=rice&limit=200',
      ]),
    );
  });

  it('loads the lazy static pages', async () => {
    renderAt('/faq');
    expect(await screen.findByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
  });
});
