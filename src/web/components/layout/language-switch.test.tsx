import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { mockFetch } from '../../testing/fetch-mock';
import { renderApp } from '../../testing/render-app';

afterEach(async () => {
  await activateLanguage('en');
  document.cookie = 'kasuwa-lang=; path=/; max-age=0';
});

describe('the language switch', () => {
  it('turns the shell into Hausa, says so in Hausa, sets <html lang> and keeps the choice', async () => {
    mockFetch((c) => (c.method === 'GET' ? { status: 200, body: [] } : undefined));
    const user = userEvent.setup();
    renderApp('/not-found');
    await screen.findByRole('heading', { name: '404 - Not Found' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ha');

    expect(await screen.findByRole('heading', { name: '404 - Ba a same shi ba' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ha-NG');
    const bottom = screen.getByRole('navigation', { name: 'Ƙasa' });
    expect(within(bottom).getByRole('link', { name: /Kwando/ })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Ƙarshen shafi' })).toHaveTextContent('Game da mu');
    // The switch keeps its place and now says "Language" in Hausa; the change is announced in Hausa.
    expect(screen.getByRole('combobox', { name: 'Harshe' })).toHaveValue('ha');
    await waitFor(() => expect(screen.getByText('Yanzu shafin yana cikin Hausa.')).toBeInTheDocument());
    expect(localStorage.getItem('kasuwa-lang')).toBe('ha');
    expect(document.cookie).toContain('kasuwa-lang=ha');
  });

  it('names each language in itself, English first', async () => {
    renderApp('/not-found');
    const options = within(await screen.findByRole('combobox', { name: 'Language' })).getAllByRole('option');
    expect(options.map((o) => [o.textContent, o.getAttribute('lang')])).toEqual([
      ['English', 'en-NG'],
      ['Hausa', 'ha-NG'],
      ['Yorùbá', 'yo-NG'],
      ['Igbo', 'ig-NG'],
      ['Naijá', 'pcm-NG'],
    ]);
  });

  it('in the drawer too, with a visible label', async () => {
    const user = userEvent.setup();
    renderApp('/not-found');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await user.selectOptions(within(drawer).getByLabelText('Language'), 'pcm');
    expect(await within(drawer).findByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('pcm-NG');
  });
});
