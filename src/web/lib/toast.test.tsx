import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../app/providers';
import { mockFetch, problem } from '../testing/fetch-mock';
import { renderApp } from '../testing/render-app';
import { toast } from './toast';

/** The toasts on screen (jsdom plays no exit animation: a leaving toast is marked, not yet removed). */
const shownToasts = () =>
  Array.from(document.querySelectorAll('.Toastify__toast'))
    .filter((t) => !t.className.includes('exit'))
    .map((t) => t.textContent);

describe('toast', () => {
  it.each(['error', 'success', 'warning', 'info'] as const)(
    'shows a %s toast with its title and message',
    async (type) => {
      render(<Providers>{null}</Providers>);
      toast[type](`A ${type} message`, { title: type.toUpperCase() });
      const alert = await screen.findByText(`A ${type} message`);
      expect(alert).toBeInTheDocument();
      expect(screen.getByText(type.toUpperCase())).toBeInTheDocument();
      toast.dismissAll();
    },
  );

  it('the same words twice make one toast', async () => {
    render(<Providers>{null}</Providers>);
    act(() => {
      toast.error('This password is too common and easy to guess.');
      toast.error('This password is too common and easy to guess.');
    });
    await screen.findByText('This password is too common and easy to guess.');
    await waitFor(() => expect(shownToasts()).toEqual(['This password is too common and easy to guess.']));
    toast.dismissAll();
  });

  it('one event, one toast: its later message replaces the earlier', async () => {
    render(<Providers>{null}</Providers>);
    act(() => void toast.error('Invalid Form', { id: 'form' }));
    await screen.findByText('Invalid Form');
    act(() => void toast.error('This password is too common and easy to guess.', { id: 'form' }));
    await screen.findByText('This password is too common and easy to guess.');
    await waitFor(() => expect(shownToasts()).toEqual(['This password is too common and easy to guess.']));
    toast.dismissAll();
  });
});

describe('toasts and pages', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, password: string) => {
    await user.type(await screen.findByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Last name'), 'Bello');
    await user.type(screen.getByLabelText('Email'), 'amina@example.ng');
    await user.type(screen.getByLabelText('Username'), 'amina');
    await user.type(screen.getByLabelText('Password'), password);
  };

  it('a refused sign-up shows one toast however often it is sent; on success the login page shows only the message for it', async () => {
    const weak = 'This password is too common and easy to guess. Please choose another.';
    const calls = mockFetch((c) => {
      if (c.url !== '/api/user/register') return undefined;
      return (c.body as { password: string }).password === 'password1'
        ? problem(400, 'VALIDATION_FAILED', weak, [{ path: 'body.password', message: weak }])
        : { status: 202, body: { message: 'Thank you for signing up! Check your e-mail.' } };
    });
    const user = userEvent.setup();
    const router = renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(shownToasts()).toEqual(['Invalid Form']));

    await fill(user, 'password1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/user/register')).toHaveLength(2));
    await waitFor(() => expect(shownToasts()).toEqual([weak]));

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Jollof-rice-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(shownToasts()).toEqual(['Thank you for signing up! Check your e-mail.']));

    // The next page is not what it was for: it goes too.
    await act(() => router.navigate('/about'));
    await waitFor(() => expect(shownToasts()).toEqual([]));
  });

  it("a page's toast goes when the shopper moves on; a guard's message stays for the page it sends to", async () => {
    mockFetch(() => undefined);
    const router = renderApp('/dashboard');
    await screen.findAllByRole('link', { name: 'Login' });
    act(() => void toast.info('Thank you! Our newsletter is not sending yet; we will start soon.'));
    await waitFor(() => expect(shownToasts()).toHaveLength(1));
    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(shownToasts()).toEqual(['Please Login First!']));
  });
});
