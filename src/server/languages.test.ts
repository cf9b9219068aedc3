import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { givenUser, newPerson, nextIp, type TestUser } from './testing/factories.js';
import { expectProblem } from './testing/problems.js';

/**
 * Problem answers in the request's language (decision record 019): the words (`title`, `detail`,
 * each field's `message`) come from the server's catalogues in the language of the app's cookie,
 * else of Accept-Language, else English; `code`, `status` and each field's `path` never change.
 */
let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await buildTestApp();
  shopper = await givenUser(t);
  admin = await givenUser(t, { role: 'admin' });
});
afterAll(() => t.close());

const PIDGIN = { 'accept-language': 'pcm-NG, en;q=0.5' };
const HAUSA = { cookie: 'theme=dark; kasuwa-lang=ha' };

describe('problem answers in the request’s language', () => {
  it('a validation error names the field in every language; its words are Naijá for Accept-Language: pcm', async () => {
    const body = { ...newPerson(), email: 'not-an-address' };
    const english = expectProblem(
      await t.app.inject({ method: 'POST', url: '/api/user/register', payload: body }),
      400,
      'VALIDATION_FAILED',
    );
    const pidgin = expectProblem(
      await t.app.inject({ method: 'POST', url: '/api/user/register', headers: PIDGIN, payload: body }),
      400,
      'VALIDATION_FAILED',
    );
    expect(english.errors).toEqual([{ path: 'body.email', message: 'Email is not a valid e-mail address.' }]);
    expect(pidgin.errors).toEqual([{ path: 'body.email', message: 'Email no be correct e-mail address.' }]);
    expect(english.title).toBe('Bad Request');
    expect(pidgin.title).toBe('Bad request');
    expect(pidgin.detail).toBe('The request no correct. body.email: Email no be correct e-mail address.');
  });

  it("a templated message words its field's name too (Hausa by the cookie)", async () => {
    const { firstName: _, ...withoutName } = newPerson();
    const res = await t.app.inject({ method: 'POST', url: '/api/user/register', headers: HAUSA, payload: withoutName });
    expect(res.headers['content-language']).toBe('ha-NG');
    expect(expectProblem(res, 400, 'VALIDATION_FAILED').errors).toEqual([
      { path: 'body.firstName', message: 'Ana buƙatar Sunan farko.' },
    ]);
  });

  it("the contract's messages, and zod's own (replaced by ours from the issue), are worded too", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/carts/updateCartItem',
      headers: { ...shopper.headers, ...PIDGIN },
      payload: { cartItemId: '0190c0de-0000-7000-8000-000000000000', quantity: 'two' },
    });
    expect(expectProblem(res, 400, 'VALIDATION_FAILED').errors).toEqual([
      { path: 'body.quantity', message: 'Quantity must be full number from 1 reach 999.' },
    ]);
    // PageQuerySchema gives zod no message of its own: a page too big and one too small.
    const paged = await t.app.inject({
      method: 'GET',
      url: '/api/User?page=0&pageSize=500',
      headers: { ...admin.headers, ...PIDGIN },
    });
    expect(expectProblem(paged, 400, 'VALIDATION_FAILED').errors).toEqual([
      { path: 'querystring.page', message: 'E must reach at least 1.' },
      { path: 'querystring.pageSize', message: 'E no fit pass 100.' },
    ]);
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: { ...shopper.headers, ...HAUSA },
      payload: { currentPassword: 'x', newPassword: 42 },
    });
    const paths = Object.fromEntries(
      (expectProblem(refused, 400, 'VALIDATION_FAILED').errors ?? []).map((e) => [e.path, e.message]),
    );
    expect(paths['body.confirmPassword']).toBe('Ana buƙatar Tabbatar da kalmar sirri.');
  });

  it('401 in Hausa by the cookie, even when Accept-Language asks for another', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/user-profile',
      headers: { ...HAUSA, 'accept-language': 'yo' },
    });
    const problem = expectProblem(res, 401, 'UNAUTHORIZED');
    expect(problem).toMatchObject({ title: 'Ba a shiga ba', detail: 'Sai ka shiga kafin ka yi wannan.' });
  });

  it('403 in Naijá', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/User', headers: { ...shopper.headers, ...PIDGIN } });
    expect(expectProblem(res, 403, 'FORBIDDEN')).toMatchObject({
      title: 'E no allowed',
      detail: 'You no get admin power.',
    });
  });

  it('404 in Yorùbá, an unknown API route in Igbo', async () => {
    const missing = await t.app.inject({
      method: 'DELETE',
      url: '/api/carts/removecartitem/0190c0de-0000-7000-8000-000000000000',
      headers: { ...shopper.headers, 'accept-language': 'yo-NG' },
    });
    expect(expectProblem(missing, 404, 'NOT_FOUND')).toMatchObject({
      title: 'A kò rí i',
      detail: 'Kò sí ohun tó ní id yìí nínú agbọ̀n rẹ.',
    });
    const nowhere = await t.app.inject({ method: 'GET', url: '/api/nowhere', headers: { cookie: 'kasuwa-lang=ig' } });
    expect(expectProblem(nowhere, 404, 'NOT_FOUND').detail).toBe('Enweghị ụzọ API kwekọrọ na GET /api/nowhere.');
  });

  it('409 in Hausa: a category name that exists', async () => {
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/markets/AddCategory',
        headers: { ...admin.headers, ...HAUSA },
        payload: { name: 'Spices of the languages test' },
      });
    expect((await add()).statusCode).toBe(201);
    expect(expectProblem(await add(), 409, 'CONFLICT')).toMatchObject({
      title: 'Saɓani',
      detail: 'Akwai rukuni mai wannan suna tuni.',
    });
  });

  it('429 in Naijá, with its Retry-After', async () => {
    const u = await givenUser(t);
    const ip = nextIp();
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/authenticate',
        headers: PIDGIN,
        remoteAddress: ip,
        payload: { username: u.userName, password },
      });
    for (let i = 0; i < 5; i++) expectProblem(await login(`wrong-guess-${i}`), 401, 'UNAUTHORIZED');
    const res = await login(u.password);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(expectProblem(res, 429, 'RATE_LIMITED')).toMatchObject({
      title: 'Request don too much',
      detail: 'Request don too much. Abeg wait small, then try again.',
    });
  });

  it('a business rule in Hausa: the current password is not right (the field named), a wrong login in Naijá', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/change-password',
      headers: { ...shopper.headers, ...HAUSA },
      payload: {
        currentPassword: 'not-my-password',
        newPassword: 'A-new-password-1',
        confirmPassword: 'A-new-password-1',
      },
    });
    const problem = expectProblem(res, 400, 'VALIDATION_FAILED');
    expect(problem.detail).toBe('Kalmar sirrinka ta yanzu ba daidai ba ce.');
    expect(problem.errors).toEqual([
      { path: 'body.currentPassword', message: 'Kalmar sirrinka ta yanzu ba daidai ba ce.' },
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/authenticate',
      headers: PIDGIN,
      remoteAddress: nextIp(),
      payload: { username: shopper.userName, password: 'not-my-password' },
    });
    expect(expectProblem(wrong, 401, 'UNAUTHORIZED').detail).toBe('Username or password no correct.');
  });

  it("answers a person's message in their language too (a success)", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/User/send-reset-email/${encodeURIComponent('nobody@example.ng')}`,
      headers: { 'accept-language': 'ig' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      message: 'Ọ bụrụ na adreesị ahụ nwere akaụntụ, anyị ezigara ya njikọ iji tọgharịa okwuntughe. Lelee email gị.',
    });
  });

  it('English without a cookie or a language of ours, and for a cookie naming none of ours', async () => {
    for (const headers of [{}, { 'accept-language': 'fr-FR, de;q=0.8' }, { cookie: 'kasuwa-lang=xx' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/user/user-profile', headers });
      expect(res.headers['content-language']).toBe('en-NG');
      expect(expectProblem(res, 401, 'UNAUTHORIZED').detail).toBe('You need to log in to do this.');
    }
  });
});
