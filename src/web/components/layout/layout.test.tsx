import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sessionChanged } from '../../lib/session';
import { mockFetch } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';
import { i18n } from '../../lib/i18n';
import { navEntries } from './nav-items';

// The labels in English, the language the tests run in.
const labels = (entries: ReturnType<typeof navEntries>) => entries.map((e) => i18n._(e.label));

describe('navigation entries', () => {
  it('show SignUp/Login to visitors and no Admin menu', () => {
    expect(labels(navEntries({ signedIn: false, fullName: null, role: null, isAdmin: false, userId: null }))).toEqual([
      'Home',
      'Markets',
      'Help',
      'SignUp',
      'Login',
      'Contact',
    ]);
  });

  it('show Mine Data and Wishlist to a signed-in shopper', () => {
    expect(
      labels(navEntries({ signedIn: true, fullName: 'Ada Obi', role: 'user', isAdmin: false, userId: null })),
    ).toEqual(['Home', 'Mine Data', 'Markets', 'Report a price', 'Help', 'Wishlist', 'Contact']);
  });

  it('show Moderation to a moderator, who has no Admin menu', () => {
    const entries = labels(
      navEntries({ signedIn: true, fullName: 'Ada Obi', role: 'moderator', isAdmin: false, userId: null }),
    );
    expect(entries).toContain('Moderation');
    expect(entries).not.toContain('Admin');
  });

  it('show the Admin menu to admins only', () => {
    const admin = navEntries({ signedIn: true, fullName: 'Ada Obi', role: 'admin', isAdmin: true, userId: null });
    const group = admin.find((e) => i18n._(e.label) === 'Admin');
    expect(group?.kind === 'group' && group.items.map((i) => i18n._(i.label))).toEqual([
      'Add Markets',
      'Add Categories',
      'Add Products',
      'All Payments',
      'All Orders',
      'Price Sources',
      'Moderation',
    ]);
  });
});

describe('app shell', () => {
  it('header search goes to /search-results with the trimmed text and ignores blanks', async () => {
    mockFetch((c) => (c.method === 'GET' ? { status: 200, body: [] } : undefined));
    const user = userEvent.setup();
    const router = renderApp();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    const box = screen.getByRole('searchbox', { name: 'Search markets and products' });
    await user.type(box, '   {enter}');
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.type(box, '  rice & beans {enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-results'));
    expect(router.state.location.search).toBe('?search=rice%20%26%20beans');
  });

  it('opens the drawer with the full name, and logout ends the session on the server and here', async () => {
    const calls = mockFetch((c) =>
      // 204, no body: the server's logout answer.
      c.url === '/api/user/logout' ? { status: 204 } : undefined,
    );
    localStorage.setItem('token', 't');
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('fullName', 'Ada Obi');
    localStorage.setItem('role', 'admin');
    sessionChanged();
    const user = userEvent.setup();
    const router = renderApp('/about');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Ada Obi')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Add Markets' })).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBeNull();
    // The navigation also reads the cart count of a signed-in shopper; the logout call is the one that matters.
    const logoutCall = calls.find((c) => c.url === '/api/user/logout');
    expect(logoutCall).toMatchObject({ method: 'POST', body: { refreshToken: 'r' } });
    expect(logoutCall?.headers.authorization).toBe('Bearer t');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Login' }).length).toBeGreaterThan(0);
  });

  it("draws the top bar's links only from 1280 px, where CSS shows them, and follows a resize", async () => {
    let wide = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (media: string) => ({
      get matches() {
        return media === '(min-width: 1280px)' ? wide : true;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    }));
    renderApp();
    await screen.findByRole('heading', { name: 'About Us' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The drawer holds them below 1280 px.
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    act(() => {
      wide = true;
      for (const listener of listeners) listener();
    });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/market');
    vi.unstubAllGlobals();
  });

  it("draws the top bar's links where the width cannot be asked (the pre-render), for CSS to show from 1280 px", async () => {
    vi.stubGlobal('matchMedia', undefined);
    renderApp();
    await screen.findByRole('heading', { name: 'About Us' });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the back-to-top button only after 300 px of scrolling', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'About Us' });
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});
