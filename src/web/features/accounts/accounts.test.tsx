import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n';
import { fakeToken, mockFetch, problem } from '../../testing/fetch-mock';
import { sampleProfile } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';
import { codeFromQuery } from './forms';

describe('login', () => {
  it('an invalid submit marks the fields and says the form is invalid', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Your form is invalid')).toBeInTheDocument();
    expect(screen.getByText('*Username is required')).toBeInTheDocument();
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
  });

  it('stores the tokens, shows the full name and goes to the dashboard', async () => {
    const token = fakeToken({ name: 'Amina Bello', role: 'user', UserId: 'u1' });
    const calls = mockFetch((c) =>
      c.url === '/api/user/authenticate'
        ? { status: 200, body: { message: 'Login successful.', accessToken: token, refreshToken: 'r1' } }
        : undefined,
    );
    const user = userEvent.setup();
    const router = renderApp('/login');
    await user.type(await screen.findByLabelText('Username or e-mail'), 'amina');
    await user.type(screen.getByLabelText('Password'), 'Jollof-rice-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Login successful.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls[0]?.body).toEqual({ username: 'amina', password: 'Jollof-rice-1' });
    expect(localStorage.getItem('token')).toBe(token);
    expect(localStorage.getItem('refreshToken')).toBe('r1');
    expect(localStorage.getItem('fullName')).toBe('Amina Bello');
  });

  it("shows the server's message when the login fails", async () => {
    mockFetch(() => problem(401, 'UNAUTHORIZED', 'Wrong username or password.'));
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username or e-mail'), 'amina');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong username or password.')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('show/hide toggles the password', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('the forgot-password modal checks the address before sending', async () => {
    const calls = mockFetch((c) =>
      c.url.startsWith('/api/User/send-reset-email/') ? { status: 202, body: { message: 'sent' } } : undefined,
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Forgot password' }));
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('*Email is required*')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'amina@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('*Email is invalid')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'amina@example.ng');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Email sent, check your email')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/User/send-reset-email/amina%40example.ng');
    expect(dialog).not.toBeInTheDocument();
  });
});

describe('sign up', () => {
  it('shows the five required messages and "Invalid Form"', async () => {
    const user = userEvent.setup();
    renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Invalid Form')).toBeInTheDocument();
    for (const m of [
      '*FirstName is required',
      '*LastName is required',
      '*Email is required',
      '*Username is required',
      '*Password is required',
    ]) {
      expect(screen.getByText(m)).toBeInTheDocument();
    }
  });

  it('sends isAdmin false from the public sign-up and goes to login', async () => {
    const calls = mockFetch(() => ({ status: 202, body: { message: 'Thank you for signing up!' } }));
    const user = userEvent.setup();
    const router = renderApp('/signup');
    await user.type(await screen.findByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Last name'), 'Bello');
    await user.type(screen.getByLabelText('Email'), 'amina@example.ng');
    await user.type(screen.getByLabelText('Username'), 'amina');
    await user.type(screen.getByLabelText('Password'), 'Jollof-rice-1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('Thank you for signing up!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(calls[0]?.body).toMatchObject({ userName: 'amina', isAdmin: false });
  });
});

describe('reset password', () => {
  it('turns spaces in the code back into plus signs', () => {
    expect(codeFromQuery('ab cd+ef gh')).toBe('ab+cd+ef+gh');
    expect(codeFromQuery(null)).toBe('');
  });

  it('checks both fields and that they match, then resets and opens Login (the reset logs out everywhere)', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { message: 'Your password has been reset.' } }));
    const user = userEvent.setup();
    const router = renderApp('/reset?email=amina%40example.ng&code=ab cd');
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('*Password is required*')).toBeInTheDocument();
    expect(screen.getByText('*ConfirmPassword is required*')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Suya-at-night-1');
    await user.type(screen.getByLabelText('Confirm password'), 'Suya-at-night-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText("*Passwords don't match")).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'Suya-at-night-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Reset Success')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      email: 'amina@example.ng',
      newPassword: 'Suya-at-night-1',
      confirmPassword: 'Suya-at-night-1',
      emailToken: 'ab+cd',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('profile', () => {
  afterEach(async () => {
    await activateLanguage('en');
    document.cookie = 'kasuwa-lang=; path=/; max-age=0';
  });

  it("shows 'Loading user profile', then the details", async () => {
    localStorage.setItem('token', fakeToken({ name: 'Amina Bello', role: 'user', UserId: 'u1' }));
    mockFetch((c) =>
      c.url === '/api/user/user-profile'
        ? { status: 200, body: sampleProfile('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b') }
        : undefined,
    );
    renderApp('/profile');
    expect(await screen.findByText('Loading user profile')).toBeInTheDocument();
    expect(await screen.findByText('amina@example.ng')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/user-orders');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });

  it("shows the account's language by its own name", async () => {
    localStorage.setItem('token', fakeToken({ name: 'Amina Bello', role: 'user', UserId: 'u1' }));
    mockFetch((c) =>
      c.url === '/api/user/user-profile'
        ? { status: 200, body: { ...sampleProfile('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'), language: 'yo' } }
        : undefined,
    );
    renderApp('/profile');
    const details = (await screen.findByText('amina@example.ng')).closest('dl')!;
    const language = within(details).getByText('Yorùbá');
    expect(language).toHaveAttribute('lang', 'yo-NG');
    expect(language.previousElementSibling).toHaveTextContent('Language');
  });

  it('edit profile changes the language: saved on the account, then the app speaks it', async () => {
    localStorage.setItem('token', fakeToken({ name: 'Amina Bello', role: 'user', UserId: 'u1' }));
    const me = { ...sampleProfile('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'), language: null };
    const calls = mockFetch((c) => {
      if (c.url !== '/api/user/user-profile') return undefined;
      if (c.method === 'GET') return { status: 200, body: me };
      const saved = { ...me, language: (c.body as { language: string }).language };
      return { status: 200, body: { message: 'Profile saved.', profile: saved } };
    });
    const user = userEvent.setup();
    const router = renderApp('/edit-profile');
    const form = (await screen.findByRole('button', { name: 'Save' })).closest('form')!;
    // The device's language until the account has one.
    expect(within(form).getByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Language' }), 'yo');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ firstName: 'Amina', lastName: 'Bello', userName: 'amina', language: 'yo' });
    await waitFor(() => expect(document.documentElement.lang).toBe('yo-NG'));
    expect(localStorage.getItem('kasuwa-lang')).toBe('yo');
    // The profile screen now speaks Yorùbá.
    expect(await screen.findByRole('heading', { name: 'Profaili mi' })).toBeInTheDocument();
  });

  it('a server refusal of the language is shown on the field', async () => {
    localStorage.setItem('token', fakeToken({ name: 'Amina Bello', role: 'user', UserId: 'u1' }));
    mockFetch((c) => {
      if (c.url !== '/api/user/user-profile') return undefined;
      if (c.method === 'GET') return { status: 200, body: sampleProfile('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b') };
      return problem(400, 'VALIDATION_FAILED', 'The request is invalid.', [
        { path: 'body.language', message: 'Language must be en, ha, yo, ig or pcm.' },
      ]);
    });
    const user = userEvent.setup();
    renderApp('/edit-profile');
    const form = (await screen.findByRole('button', { name: 'Save' })).closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Language must be en, ha, yo, ig or pcm.')).toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Language' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("the account's language", () => {
  afterEach(async () => {
    await activateLanguage('en');
    document.cookie = 'kasuwa-lang=; path=/; max-age=0';
  });

  it("a login takes on the language the account keeps when it differs from the device's", async () => {
    const token = fakeToken({ name: 'Amina Bello', role: 'user', UserId: 'u1' });
    mockFetch((c) =>
      c.url === '/api/user/authenticate'
        ? {
            status: 200,
            body: { message: 'Login successful.', accessToken: token, refreshToken: 'r1', language: 'pcm' },
          }
        : c.method === 'GET'
          ? { status: 200, body: [] }
          : undefined,
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Username or e-mail'), 'amina');
    await user.type(screen.getByLabelText('Password'), 'Jollof-rice-1');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('pcm-NG'));
    expect(localStorage.getItem('kasuwa-lang')).toBe('pcm');
    expect(document.cookie).toContain('kasuwa-lang=pcm');
  });

  it("a signed-in choice in the top bar is kept on the account; a visitor's is not sent", async () => {
    localStorage.setItem('token', fakeToken({ name: 'Amina Bello', role: 'user', UserId: 'u1' }));
    const me = sampleProfile('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b');
    const calls = mockFetch((c) => {
      if (c.url === '/api/user/user-profile' && c.method === 'GET') return { status: 200, body: me };
      if (c.url === '/api/user/user-profile' && c.method === 'PUT')
        return { status: 200, body: { message: 'Profile saved.', profile: { ...me, language: 'ha' } } };
      return c.method === 'GET' ? { status: 200, body: [] } : undefined;
    });
    const user = userEvent.setup();
    renderApp('/not-found');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ha');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Amina',
      lastName: 'Bello',
      userName: 'amina',
      language: 'ha',
    });
  });

  it("a visitor's choice stays on the device: nothing is sent", async () => {
    const calls = mockFetch((c) => (c.method === 'GET' ? { status: 200, body: [] } : undefined));
    const user = userEvent.setup();
    renderApp('/not-found');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ha');
    // Announced once the choice is made, its handler run.
    expect(await screen.findByText('Yanzu shafin yana cikin Hausa.')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/user'))).toEqual([]);
  });
});

describe('in Hausa', () => {
  afterEach(() => activateLanguage('en'));

  it("the sign-up form says what is missing in Hausa, the form's own rules included", async () => {
    await activateLanguage('ha');
    const user = userEvent.setup();
    renderApp('/signup');
    // The footer's Subscribe is "Yi rajista" too: the form's button is the one on the sign-up card.
    const card = (await screen.findByRole('heading', { name: 'Buɗe asusunka' })).parentElement!;
    await user.click(within(card).getByRole('button', { name: 'Yi rajista' }));
    expect(await screen.findByText('Fom bai yi daidai ba')).toBeInTheDocument();
    expect(screen.getByText('*Ana buƙatar sunan farko')).toBeInTheDocument();
    expect(screen.getByText('*Ana buƙatar imel')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Kalmar sirri'), 'short');
    await user.tab();
    expect(await screen.findByText('*Kalmar sirri dole ta kai haruffa 8 aƙalla')).toBeInTheDocument();
  });
});
