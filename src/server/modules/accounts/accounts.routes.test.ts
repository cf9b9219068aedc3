import { englishOf } from '../../../contract/words.js';
import { decodeJwt, SignJWT } from 'jose';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEV_JWT_SECRET } from '../../config.js';
import { confirmFromMail, lastLink, login, register, signUpAndLogin } from '../../testing/accounts.js';
import { bearer, givenUser, newPerson, nextIp, type TestUser } from '../../testing/factories.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { expectProblem } from '../../testing/problems.js';
import { uuidv7 } from '../../lib/ids.js';
import { ACCOUNTS_JOBS, MESSAGES, REFRESH_GRACE_MS } from './accounts.service.js';
import { appUser, refreshToken, signupRequest } from './accounts.tables.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await givenUser(t, { role: 'admin', firstName: 'Ada', lastName: 'Admin' });
});
afterAll(() => t.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: nextIp() });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });

describe('sign-up, confirmation, login', () => {
  it('a new account must confirm its address before it can log in', async () => {
    const person = newPerson();
    const reg = await post('/api/user/register', person);
    expect(reg.statusCode).toBe(202);
    expect(reg.json()).toEqual({ message: englishOf(MESSAGES.registered) });
    await t.settle();

    const early = await post('/api/user/authenticate', { username: person.userName, password: person.password });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_CONFIRMED');
    expect(early.json().message).toContain('Reactivate page');

    const link = lastLink(t, person.email, '/confirm-email');
    expect(link.origin).toBe('http://kasuwa.test');
    expect(link.searchParams.get('email')).toBe(person.email);
    const ok = await post(`/api/user/confirm-email?${link.searchParams}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your email has been confirmed successfully. You can now log in to your account.');

    // The same link again: already confirmed, said as such (not "invalid or expired").
    const again = await post(`/api/user/confirm-email?${link.searchParams}`);
    expectProblem(again, 409, 'ALREADY_CONFIRMED');
    expect(again.json().message).toBe('Your e-mail address is already confirmed. You can log in.');
    // A forged token for the same address learns nothing of the kind.
    const forged = new URLSearchParams({ email: person.email, token: 'x'.repeat(43) });
    expectProblem(await post(`/api/user/confirm-email?${forged}`), 400, 'BAD_REQUEST');

    const res = await post('/api/user/authenticate', { username: person.userName, password: person.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Login successful.');
    expect(body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(body.accessToken);
    expect(claims).toMatchObject({ name: 'Amina Bello', role: 'user', iss: 'kasuwa', aud: 'kasuwa-web' });
    expect(claims.UserId).toBe(claims.sub);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60);
  });

  it('logs in by e-mail address too, any case', async () => {
    const u = await givenUser(t);
    const res = await post('/api/user/authenticate', { username: u.email.toUpperCase(), password: u.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user with the same 401', async () => {
    const u = await givenUser(t);
    const wrong = await post('/api/user/authenticate', { username: u.userName, password: 'not-the-password' });
    const unknown = await post('/api/user/authenticate', { username: 'nobody_here', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Wrong username or password.');
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses common and too-short passwords with a field message', async () => {
    for (const password of ['password123', 'iloveyou', 'short']) {
      const res = await post('/api/user/register', newPerson({ password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json().errors[0].path).toBe('body.password');
    }
  });

  it('an expired confirmation link is refused', async () => {
    const person = newPerson();
    await post('/api/user/register', person);
    await t.settle();
    const link = lastLink(t, person.email, '/confirm-email');
    t.clock.advance(25 * 60 * 60 * 1000);
    try {
      const res = await post(`/api/user/confirm-email?${link.searchParams}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/invalid or has expired/);
    } finally {
      t.clock.reset();
    }
  });

  it('reactivation sends a fresh link and retires the old one', async () => {
    const person = newPerson();
    await post('/api/user/register', person);
    await t.settle();
    const first = lastLink(t, person.email, '/confirm-email');
    const res = await get(`/api/user/reactivation-email?email=${encodeURIComponent(person.email)}`);
    expect(res.statusCode).toBe(202);
    await t.settle();
    const second = lastLink(t, person.email, '/confirm-email');
    expect(second.searchParams.get('token')).not.toBe(first.searchParams.get('token'));
    expect((await post(`/api/user/confirm-email?${first.searchParams}`)).statusCode).toBe(400);
    expect((await post(`/api/user/confirm-email?${second.searchParams}`)).statusCode).toBe(200);
  });
});

describe('no account enumeration', () => {
  it('register answers the same for a new and a known address, and mails the owner', async () => {
    const u = await signUpAndLogin(t);
    const fresh = await post('/api/user/register', newPerson());
    const dup = await post('/api/user/register', newPerson({ email: u.email }));
    expect(dup.statusCode).toBe(fresh.statusCode);
    expect(dup.body).toBe(fresh.body);
    await t.settle();
    const mails = t.sent.filter((m) => m.to === u.email);
    expect(mails.at(-1)?.subject).toBe('You already have a Kasuwa account');
  });

  it('a taken username is told by mail, not in the answer', async () => {
    const u = await signUpAndLogin(t);
    const person = newPerson({ userName: u.userName.toUpperCase() });
    const res = await post('/api/user/register', person);
    expect(res.json()).toEqual({ message: englishOf(MESSAGES.registered) });
    await t.settle();
    expect(t.sent.filter((m) => m.to === person.email).at(-1)?.subject).toBe('Choose another username');
  });

  it('send-reset-email and reactivation-email answer the same for known and unknown addresses', async () => {
    const u = await signUpAndLogin(t);
    const resetKnown = await post(`/api/User/send-reset-email/${encodeURIComponent(u.email)}`);
    const resetUnknown = await post('/api/User/send-reset-email/nobody%40example.ng');
    expect(resetKnown.statusCode).toBe(202);
    expect(resetUnknown.statusCode).toBe(202);
    expect(resetKnown.body).toBe(resetUnknown.body);

    const reKnown = await get(`/api/user/reactivation-email?email=${encodeURIComponent(u.email)}`);
    const reUnknown = await get('/api/user/reactivation-email?email=nobody%40example.ng');
    expect(reKnown.statusCode).toBe(202);
    expect(reKnown.body).toBe(reUnknown.body);
    await t.settle();
    expect(t.sent.some((m) => m.to === 'nobody@example.ng')).toBe(false);
  });
});

describe('tokens', () => {
  let u: TestUser;
  beforeAll(async () => {
    u = await givenUser(t);
  });
  const me = (token: string) => get('/api/user/user-profile', bearer(token));

  it('a valid access token reads the profile', async () => {
    const res = await me(u.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: u.email, userName: u.userName, firstName: 'Amina', lastName: 'Bello' });
  });

  it('refuses alg none, a tampered payload, a wrong audience, a refresh token and garbage', async () => {
    const [header, payload, signature] = u.accessToken.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url')}.${payload}.`;
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    const key = new TextEncoder().encode(DEV_JWT_SECRET);
    const wrongAud = await new SignJWT({ ...claims, aud: 'someone-else' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(key);
    const wrongTyp = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key);
    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('x'.repeat(64)));
    for (const token of [none, tampered, wrongAud, wrongTyp, otherKey, u.refreshToken, 'abc', '']) {
      const res = await me(token);
      expect(res.statusCode, token.slice(0, 20)).toBe(401);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
    }
    expect((await get('/api/user/user-profile', { authorization: 'Basic abc' })).statusCode).toBe(401);
    expect((await get('/api/user/user-profile')).statusCode).toBe(401);
  });

  it('refuses an expired access token', async () => {
    t.clock.advance(16 * 60 * 1000);
    try {
      const res = await me(u.accessToken);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toMatch(/expired/);
    } finally {
      t.clock.reset();
    }
  });

  it('refresh rotates; presenting a retired refresh token ends the whole login', async () => {
    const v = await givenUser(t);
    const first = await post('/api/user/refresh', { accessToken: v.accessToken, refreshToken: v.refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json();
    expect(next.refreshToken).not.toBe(v.refreshToken);
    expect((await me(next.accessToken)).statusCode).toBe(200);

    t.clock.advance(REFRESH_GRACE_MS + 1);
    const reuse = await post('/api/user/refresh', { refreshToken: v.refreshToken });
    expect(reuse.statusCode).toBe(401);
    // The family is revoked: the newest pair is dead too.
    expect((await post('/api/user/refresh', { refreshToken: next.refreshToken })).statusCode).toBe(401);
    expect((await me(next.accessToken)).statusCode).toBe(401);
    expect((await me(v.accessToken)).statusCode).toBe(401);
  });

  it('two refreshes of one token at once (two tabs, a retry) both get a pair; a reuse after the grace still ends the login', async () => {
    const v = await givenUser(t);
    const twins = await Promise.all([
      post('/api/user/refresh', { refreshToken: v.refreshToken }),
      post('/api/user/refresh', { refreshToken: v.refreshToken }),
    ]);
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = twins.map((r) => r.json() as { accessToken: string; refreshToken: string });
    expect(a!.refreshToken).not.toBe(b!.refreshToken);
    for (const pair of [a!, b!]) expect((await me(pair.accessToken)).statusCode).toBe(200);
    // A few seconds later, the same token once more: still the same client.
    t.clock.advance(REFRESH_GRACE_MS - 1_000);
    const third = await post('/api/user/refresh', { refreshToken: v.refreshToken });
    expect(third.statusCode).toBe(200);
    // Past the grace, a reuse is a stolen copy: the whole login ends, every branch of it.
    t.clock.advance(2_000);
    expect((await post('/api/user/refresh', { refreshToken: v.refreshToken })).statusCode).toBe(401);
    for (const pair of [a!, b!, third.json()]) {
      expect((await me(pair.accessToken)).statusCode).toBe(401);
      expect((await post('/api/user/refresh', { refreshToken: pair.refreshToken })).statusCode).toBe(401);
    }
  });

  it('a login ends after 30 days, refreshes or not', async () => {
    // Its own app: a month passes, and the daily clean-up would take every other test's logins too.
    const own = await buildTestApp();
    try {
      const v = await givenUser(own);
      const refreshed = await own.app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        payload: { refreshToken: v.refreshToken },
        remoteAddress: nextIp(),
      });
      expect(refreshed.statusCode).toBe(200);
      own.clock.advance(31 * 24 * 60 * 60 * 1000);
      const late = await own.app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        payload: { refreshToken: refreshed.json().refreshToken },
        remoteAddress: nextIp(),
      });
      expect(late.statusCode).toBe(401);
    } finally {
      await own.close();
    }
  });

  it('logout with no body at all (no content type, or JSON with nothing in it) ends the login too: 204', async () => {
    for (const contentType of [undefined, 'application/json']) {
      const v = await givenUser(t);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/user/logout',
        headers: { ...bearer(v.accessToken), ...(contentType && { 'content-type': contentType }) },
      });
      expect(out.statusCode, out.body).toBe(204);
      expect((await me(v.accessToken)).statusCode).toBe(401);
      expect((await post('/api/user/refresh', { refreshToken: v.refreshToken })).statusCode).toBe(401);
    }
  });

  it('logout makes both tokens useless, and other logins keep working', async () => {
    const v = await givenUser(t);
    const other = await login(t, v);
    const out = await post('/api/user/logout', {}, bearer(v.accessToken));
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    expect((await me(v.accessToken)).statusCode).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: v.refreshToken })).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(200);
  });
});

describe('a refresh racing a logout', () => {
  it('cannot revive the login: a token added to a revoked family is dead', async () => {
    const v = await givenUser(t);
    const { createAccountsRepository } = await import('./accounts.repository.js');
    const { sha256 } = await import('../../lib/secrets.js');
    const repo = createAccountsRepository(t.database.db);
    const row = await repo.findRefreshByHash(sha256(v.refreshToken));
    expect((await post('/api/user/logout', {}, bearer(v.accessToken))).statusCode).toBe(204);
    // What a refresh that read the token before the logout would have written after it:
    await repo.insertRefresh({
      id: '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b',
      userId: row!.userId,
      familyId: row!.familyId,
      tokenHash: sha256('late-token'),
      expiresAt: row!.expiresAt,
    });
    expect((await get('/api/user/user-profile', bearer(v.accessToken))).statusCode).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: 'late-token' })).statusCode).toBe(401);
  });
});

const resetWith = (email: string, newPassword: string, confirmPassword: string, emailToken: string) =>
  post('/api/User/reset-password', { email, newPassword, confirmPassword, emailToken });

describe('password reset', () => {
  it('resets with the mailed code, ends every login, and the code works once', async () => {
    const u = await givenUser(t);
    expect((await post(`/api/User/send-reset-email/${encodeURIComponent(u.email)}`)).statusCode).toBe(202);
    await t.settle();
    const link = lastLink(t, u.email, '/reset');
    expect(link.pathname).toBe('/reset');
    const code = link.searchParams.get('code')!;
    const newPassword = 'Suya-at-midnight-42';

    const mismatch = await resetWith(u.email, newPassword, 'other', code);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe("Passwords don't match.");
    const common = await resetWith(u.email, 'password123', 'password123', code);
    expect(common.statusCode).toBe(400);
    const wrongEmail = await resetWith('x@example.ng', newPassword, newPassword, code);
    expect(wrongEmail.statusCode).toBe(400);

    const ok = await resetWith(u.email, newPassword, newPassword, code);
    expect(ok.statusCode).toBe(200);
    expect((await get('/api/user/user-profile', bearer(u.accessToken))).statusCode).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: u.refreshToken })).statusCode).toBe(401);

    const reused = await resetWith(u.email, 'Another-pass-99', 'Another-pass-99', code);
    expect(reused.statusCode).toBe(400);
    expect((await post('/api/user/authenticate', { username: u.userName, password: u.password })).statusCode).toBe(401);
    expect((await post('/api/user/authenticate', { username: u.userName, password: newPassword })).statusCode).toBe(
      200,
    );
  });

  it('a reset link mailed to an address the account has left is dead', async () => {
    const u = await givenUser(t);
    await post(`/api/User/send-reset-email/${encodeURIComponent(u.email)}`);
    await t.settle();
    const code = lastLink(t, u.email, '/reset').searchParams.get('code')!;
    const newEmail = `moved.${u.email}`;
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/user-profile',
      headers: bearer(u.accessToken),
      payload: {
        firstName: 'Amina',
        lastName: 'Bello',
        userName: u.userName,
        email: newEmail,
        currentPassword: u.password,
      },
      remoteAddress: nextIp(),
    });
    await t.settle();
    await post(`/api/user/confirm-email?${lastLink(t, newEmail, '/confirm-email').searchParams}`);
    const res = await resetWith(u.email, 'Kilishi-snack-77', 'Kilishi-snack-77', code);
    expect(res.statusCode).toBe(400);
  });

  it('an expired reset code is refused', async () => {
    const u = await givenUser(t);
    await post(`/api/User/send-reset-email/${encodeURIComponent(u.email)}`);
    await t.settle();
    const code = lastLink(t, u.email, '/reset').searchParams.get('code')!;
    t.clock.advance(61 * 60 * 1000);
    try {
      const res = await resetWith(u.email, 'Fresh-pepper-soup-1', 'Fresh-pepper-soup-1', code);
      expect(res.statusCode).toBe(400);
    } finally {
      t.clock.reset();
    }
  });
});

describe('password change', () => {
  it('needs the current password, ends every other login and keeps this device signed in', async () => {
    const u = await givenUser(t);
    const other = await login(t, u);
    const change = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/user/change-password',
        headers: bearer(u.accessToken),
        payload: body,
        remoteAddress: nextIp(),
      });
    const wrong = await change({
      currentPassword: 'not-it-at-all',
      newPassword: 'Zobo-drink-2024',
      confirmPassword: 'Zobo-drink-2024',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].path).toBe('body.currentPassword');
    const common = await change({
      currentPassword: u.password,
      newPassword: 'password123',
      confirmPassword: 'password123',
    });
    expect(common.statusCode).toBe(400);

    const ok = await change({
      currentPassword: u.password,
      newPassword: 'Zobo-drink-2024',
      confirmPassword: 'Zobo-drink-2024',
    });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json();
    expect((await get('/api/user/user-profile', bearer(other.accessToken))).statusCode).toBe(401);
    expect((await get('/api/user/user-profile', bearer(u.accessToken))).statusCode).toBe(401);
    expect((await post('/api/user/refresh', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect((await get('/api/user/user-profile', bearer(fresh.accessToken))).statusCode).toBe(200);
    expect(
      (await post('/api/user/authenticate', { username: u.userName, password: 'Zobo-drink-2024' })).statusCode,
    ).toBe(200);
  });
});

describe('profiles and roles', () => {
  it('a user edits their own profile; changing the e-mail needs the password and a confirmation', async () => {
    const u = await givenUser(t);
    const edit = (body: object) =>
      t.app.inject({ method: 'PUT', url: '/api/user/user-profile', headers: bearer(u.accessToken), payload: body });
    const renamed = await edit({ firstName: 'Ọlá', lastName: 'Adébáyọ̀', userName: `${u.userName}_2` });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().profile).toMatchObject({
      firstName: 'Ọlá',
      lastName: 'Adébáyọ̀',
      userName: `${u.userName}_2`,
    });

    const newEmail = `new.${u.email}`;
    const noPassword = await edit({
      firstName: 'Ọlá',
      lastName: 'Adébáyọ̀',
      userName: `${u.userName}_2`,
      email: newEmail,
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors[0].path).toBe('body.currentPassword');

    const changed = await edit({
      firstName: 'Ọlá',
      lastName: 'Adébáyọ̀',
      userName: `${u.userName}_2`,
      email: newEmail,
      currentPassword: u.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().profile).toMatchObject({ email: u.email, pendingEmail: newEmail });
    await t.settle();
    const link = lastLink(t, newEmail, '/confirm-email');
    expect((await post(`/api/user/confirm-email?${link.searchParams}`)).statusCode).toBe(200);
    const me = await get('/api/user/user-profile', bearer(u.accessToken));
    expect(me.json()).toMatchObject({ email: newEmail, pendingEmail: null });
  });

  it('user A can neither read nor edit user B; an admin can', async () => {
    const a = await givenUser(t);
    const b = await givenUser(t);
    const read = await get(`/api/user/user-profile/${b.id}`, bearer(a.accessToken));
    expect(read.statusCode).toBe(403);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/user/edit-profile?userId=${b.id}`,
      headers: bearer(a.accessToken),
      payload: { firstName: 'Hacked', lastName: 'Hacked', userName: 'hacked_user' },
    });
    expect(edit.statusCode).toBe(403);
    expect((await get(`/api/user/user-profile/${b.id}`, bearer(b.accessToken))).json().firstName).toBe('Amina');

    expect((await get(`/api/user/user-profile/${b.id}`, bearer(admin.accessToken))).statusCode).toBe(200);
    const byAdmin = await t.app.inject({
      method: 'PUT',
      url: `/api/user/edit-profile?userId=${b.id}`,
      headers: bearer(admin.accessToken),
      payload: { firstName: 'Binta', lastName: 'Bello', userName: b.userName },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().profile.firstName).toBe('Binta');
  });

  it('only an admin lists users or creates an admin', async () => {
    const u = await givenUser(t);
    expect((await get('/api/User')).statusCode).toBe(401);
    expect((await get('/api/User', bearer(u.accessToken))).statusCode).toBe(403);
    const list = await get('/api/user?page=1&pageSize=5', bearer(admin.accessToken));
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBeGreaterThan(0);
    expect(list.json().items[0]).not.toHaveProperty('passwordHash');

    const anonymousAdmin = await post('/api/user/register', { ...newPerson(), isAdmin: true });
    expect(anonymousAdmin.statusCode).toBe(403);
    const userAdmin = await post('/api/user/register', { ...newPerson(), isAdmin: true }, bearer(u.accessToken));
    expect(userAdmin.statusCode).toBe(403);

    const person = newPerson();
    const made = await post('/api/user/register', { ...person, isAdmin: true }, bearer(admin.accessToken));
    expect(made.statusCode).toBe(202);
    // Said to the admin who created the account, about the new person (not "thank you for signing up").
    expect(made.json().message).toBe(
      `The admin account for ${person.firstName} ${person.lastName} (${person.userName}) is being created: ` +
        `a confirmation e-mail goes to ${person.email}, and they can log in once they have confirmed it.`,
    );
    const shopperMade = await post('/api/user/register', newPerson(), bearer(admin.accessToken));
    expect(shopperMade.json().message).toMatch(/^The shopper account for /);
    await t.settle();
    const link = lastLink(t, person.email, '/confirm-email');
    await post(`/api/user/confirm-email?${link.searchParams}`);
    const newAdmin = await login(t, person);
    expect(decodeJwt(newAdmin.accessToken).role).toBe('admin');
  });
});

describe('bad input', () => {
  it.each([
    ['/api/user/register', {}],
    ['/api/user/register', { ...newPerson(), email: 42 }],
    ['/api/user/register', { ...newPerson(), isAdmin: 'yes' }],
    ['/api/user/register', { ...newPerson(), email: 'not-an-email' }],
    ['/api/user/register', { ...newPerson(), firstName: 'x'.repeat(101) }],
    ['/api/user/authenticate', { username: ['a'], password: 1 }],
    ['/api/user/refresh', {}],
    ['/api/User/reset-password', { email: 'a@b.ng' }],
  ])('%s with %j → 400 with field messages', async (url, payload) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
    for (const e of res.json().errors) expect(e.message).toEqual(expect.any(String));
  });

  it('a 10 MB string is refused with 413, and nothing is created', async () => {
    const before = await t.services.accounts.countUsers();
    const res = await post('/api/user/register', { ...newPerson(), firstName: 'x'.repeat(10 * 1024 * 1024) });
    expect(res.statusCode).toBe(413);
    await t.settle();
    expect(await t.services.accounts.countUsers()).toBe(before);
  });

  it('profile, password and logout routes refuse missing fields, wrong types and bad unicode with 400', async () => {
    const u = await givenUser(t);
    const send = (method: 'PUT' | 'POST', url: string, payload: unknown) =>
      t.app.inject({
        method,
        url,
        headers: bearer(u.accessToken),
        payload: payload as object,
        remoteAddress: nextIp(),
      });
    const cases: Array<[method: 'PUT' | 'POST', url: string, payload: unknown]> = [
      ['PUT', '/api/user/user-profile', {}],
      ['PUT', '/api/user/user-profile', { firstName: 5, lastName: [], userName: {} }],
      ['PUT', '/api/user/user-profile', { firstName: 'Ọlá', lastName: 'Adé', userName: 'ọlá_ádé' }],
      ['PUT', '/api/user/user-profile', { firstName: 'A', lastName: 'B', userName: 'valid_name', email: '😀@😀' }],
      ['PUT', '/api/user/edit-profile', { firstName: 'A', lastName: 'B', userName: 'valid_name' }],
      ['PUT', `/api/user/edit-profile?userId=${u.id}`, { firstName: null }],
      ['PUT', '/api/user/change-password', { currentPassword: 1 }],
      ['POST', '/api/user/logout', { refreshToken: 42 }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await send(method, url, payload);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    const me = await get('/api/user/user-profile', bearer(u.accessToken));
    expect(me.json()).toMatchObject({ firstName: 'Amina', userName: u.userName });
  });

  it('long and odd values in paths and queries get a 400, not a 500', async () => {
    expect((await post(`/api/User/send-reset-email/${'a'.repeat(300)}%40x.ng`)).statusCode).toBe(400);
    expect((await get('/api/user/reactivation-email?email=%F0%9F%98%80')).statusCode).toBe(400);
    expect((await get('/api/user/user-profile/not-a-uuid', bearer(admin.accessToken))).statusCode).toBe(400);
    expect((await get('/api/User?page=-1', bearer(admin.accessToken))).statusCode).toBe(400);
    expect((await get('/api/User?pageSize=100000', bearer(admin.accessToken))).statusCode).toBe(400);
    expect((await get('/api/User?page=abc', bearer(admin.accessToken))).statusCode).toBe(400);
    expect((await post('/api/user/confirm-email?email=a%40b.ng')).statusCode).toBe(400);
    const missing = await get(`/api/user/user-profile/00000000-0000-7000-8000-000000000000`, bearer(admin.accessToken));
    expect(missing.statusCode).toBe(404);
  });
});

const myProfile = (token: string) => get('/api/user/user-profile', bearer(token));

describe('sign-up jobs', () => {
  it('carry only the sign-up id; the waiting sign-up (and its hash) is gone once the job ran', async () => {
    const sends = vi.spyOn(t.jobs, 'send');
    try {
      const person = newPerson();
      expect((await post('/api/user/register', person)).statusCode).toBe(202);
      const registerJobs = sends.mock.calls.filter(([name]) => name === ACCOUNTS_JOBS.register);
      expect(registerJobs).toHaveLength(1);
      const payload = registerJobs[0]![1] as Record<string, unknown>;
      expect(Object.keys(payload)).toEqual(['signupId']);
      expect(JSON.stringify(payload)).not.toContain('argon2');
      await t.settle();
      expect(lastLink(t, person.email, '/confirm-email')).toBeTruthy();
      const waiting = await t.database.db
        .select()
        .from(signupRequest)
        .where(eq(signupRequest.id, payload.signupId as string));
      expect(waiting).toEqual([]);
    } finally {
      sends.mockRestore();
    }
  });

  it('a scheduled clean-up drops sign-ups whose job never ran, after a day', async () => {
    const stale = { firstName: 'A', lastName: 'B', passwordHash: 'x', role: 'user' as const };
    const oldId = uuidv7();
    const newId = uuidv7();
    await t.database.db.insert(signupRequest).values([
      {
        id: oldId,
        ...stale,
        email: 'old@example.ng',
        userName: 'old_signup',
        createdAt: new Date(Date.now() - 25 * 3600_000),
      },
      { id: newId, ...stale, email: 'new@example.ng', userName: 'new_signup', createdAt: new Date() },
    ]);
    t.clock.advance(2 * 3600_000); // past the next hourly run
    try {
      await t.settle();
      const left = await t.database.db
        .select({ id: signupRequest.id })
        .from(signupRequest)
        .where(inArray(signupRequest.id, [oldId, newId]));
      expect(left).toEqual([{ id: newId }]);
    } finally {
      t.clock.reset();
    }
  });
});

describe('ownership', () => {
  it("logging out with someone else's refresh token ends only your own login", async () => {
    const a = await givenUser(t);
    const b = await givenUser(t);
    expect((await post('/api/user/logout', { refreshToken: b.refreshToken }, a.headers)).statusCode).toBe(204);
    expect((await myProfile(a.accessToken)).statusCode).toBe(401);
    expect((await myProfile(b.accessToken)).statusCode).toBe(200);
    expect((await post('/api/user/refresh', { refreshToken: b.refreshToken })).statusCode).toBe(200);
  });

  it('givenUser makes a confirmed, signed-in user of the role asked', async () => {
    const shopper = await givenUser(t);
    const boss = await givenUser(t, { role: 'admin' });
    expect((await myProfile(shopper.accessToken)).json()).toMatchObject({ id: shopper.id, role: 'user' });
    expect((await myProfile(boss.accessToken)).json()).toMatchObject({ id: boss.id, role: 'admin' });
    expect((await get('/api/User', shopper.headers)).statusCode).toBe(403);
    expect((await get('/api/User', boss.headers)).statusCode).toBe(200);
  });
});

describe('a NUL character in any text field', () => {
  it('gets 400 with a field message on every route that takes text, and changes nothing', async () => {
    const u = await givenUser(t);
    const nul = 'Am\u0000ina';
    const cases: Array<
      [string, Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>, string]
    > = [
      ['register', post('/api/user/register', { ...newPerson(), firstName: nul }), 'body.firstName'],
      ['login', post('/api/user/authenticate', { username: nul, password: 'x' }), 'body.username'],
      ['contact', post('/api/contact', { name: nul, email: 'a@example.ng', content: 'Hi' }), 'body.name'],
      [
        'profile edit',
        t.app.inject({
          method: 'PUT',
          url: '/api/user/user-profile',
          headers: u.headers,
          payload: { firstName: nul, lastName: 'B', userName: u.userName },
        }),
        'body.firstName',
      ],
      [
        'reset',
        post('/api/User/reset-password', { email: u.email, newPassword: nul, confirmPassword: nul, emailToken: 'x' }),
        'body.newPassword',
      ],
      ['reset e-mail', post(`/api/User/send-reset-email/a%00b%40example.ng`), 'params.email'],
      ['reactivation', get('/api/user/reactivation-email?email=a%00b%40example.ng'), 'querystring.email'],
    ];
    for (const [name, request, path] of cases) {
      const body = expectProblem(await request, 400, 'VALIDATION_FAILED');
      expect(body.errors, name).toEqual([{ path, message: 'Must not contain the NUL character.' }]);
    }
    expect((await myProfile(u.accessToken)).json().firstName).toBe(u.firstName);
  });
});

describe('caching', () => {
  it('token and profile answers are never stored by a cache', async () => {
    const u = await givenUser(t);
    const login = await post('/api/user/authenticate', { username: u.userName, password: u.password });
    const refreshed = await post('/api/user/refresh', { refreshToken: u.refreshToken });
    for (const res of [login, refreshed, await myProfile(u.accessToken)]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('sign-up and its e-mail are one write', () => {
  it('a crash between the account and its e-mail leaves neither; the retry creates both, with no "already have an account"', async () => {
    const own = await buildTestApp();
    const sends = vi.spyOn(own.jobs, 'send');
    try {
      // The outbox cannot be written: the register job fails after inserting the account.
      await own.database.db.execute(sql`alter table mail_outbox rename to mail_outbox_away`);
      const person = newPerson();
      const res = await register(own, person);
      expect(res.statusCode).toBe(202);
      expect((await own.failedJobs()).map((f) => f.name)).toEqual([ACCOUNTS_JOBS.register]);
      const users = await own.database.db.select().from(appUser).where(eq(appUser.email, person.email));
      expect(users).toEqual([]);

      await own.database.db.execute(sql`alter table mail_outbox_away rename to mail_outbox`);
      const call = sends.mock.calls.find(([name]) => name === ACCOUNTS_JOBS.register)!;
      await own.services.accounts.completeRegistration((call[1] as { signupId: string }).signupId);
      await own.settle();
      expect(own.sent.filter((m) => m.to === person.email).map((m) => m.subject)).toEqual([
        'Confirm your e-mail address',
      ]);
      const confirm = await confirmFromMail(own, person.email);
      expect(confirm.statusCode).toBe(200);
    } finally {
      sends.mockRestore();
      await own.close();
    }
  });
});

describe('pre-registration', () => {
  it('a new sign-up for an unconfirmed address replaces it: the old link dies, the mailbox holder keeps the password they chose', async () => {
    const squatter = newPerson();
    expect((await post('/api/user/register', squatter)).statusCode).toBe(202);
    await t.settle();
    const squatterLink = lastLink(t, squatter.email, '/confirm-email');

    const owner = newPerson({ email: squatter.email.toUpperCase() });
    expect((await post('/api/user/register', owner)).statusCode).toBe(202);
    await t.settle();
    const ownerLink = lastLink(t, squatter.email.toUpperCase(), '/confirm-email');
    expect(ownerLink.searchParams.get('token')).not.toBe(squatterLink.searchParams.get('token'));

    expect((await post(`/api/user/confirm-email?${squatterLink.searchParams}`)).statusCode).toBe(400);
    expect((await post(`/api/user/confirm-email?${ownerLink.searchParams}`)).statusCode).toBe(200);
    const byOwner = await post('/api/user/authenticate', { username: owner.userName, password: owner.password });
    expect(byOwner.statusCode).toBe(200);
    const bySquatter = await post('/api/user/authenticate', { username: squatter.email, password: squatter.password });
    expect(bySquatter.statusCode).toBe(401);
    const rows = await t.database.db
      .select()
      .from(appUser)
      .where(sql`lower(${appUser.email}) = lower(${squatter.email})`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userName).toBe(owner.userName);
  });
});

describe('token clean-up', () => {
  it('a daily job deletes logins revoked over a week ago, whole, and keeps live ones', async () => {
    const gone = await givenUser(t);
    const kept = await givenUser(t);
    expect((await post('/api/user/logout', {}, gone.headers)).statusCode).toBe(204);
    const rowsOf = (userId: string) =>
      t.database.db.select({ id: refreshToken.id }).from(refreshToken).where(eq(refreshToken.userId, userId));
    expect(await rowsOf(gone.id)).toHaveLength(1);
    t.clock.advance(8 * 24 * 3600_000);
    try {
      await t.settle();
      expect(await rowsOf(gone.id)).toEqual([]);
      expect(await rowsOf(kept.id)).toHaveLength(1);
    } finally {
      t.clock.reset();
    }
    expect((await myProfile(kept.accessToken)).statusCode).toBe(200);
  });
});
