import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NoContentSchema } from '../../contract/common';
import { fakeToken, mockFetch, problem } from '../testing/fetch-mock';
import { api, ApiError, askEarly, isWorthRetrying, setSessionExpiredHandler } from './api-client';
import { getSession } from './session';

const Ok = z.object({ ok: z.boolean() });
const signIn = (access: string, refresh: string) => {
  localStorage.setItem('token', access);
  localStorage.setItem('refreshToken', refresh);
};

describe('api client', () => {
  it('sends the bearer token and parses the answer with the schema', async () => {
    signIn('tok-1', 'ref-1');
    const calls = mockFetch(() => ({ status: 200, body: { ok: true, extra: 1 } }));
    expect(await api('/api/thing', { schema: Ok })).toEqual({ ok: true });
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('reads a 204 as no content (logout), and refuses it where a body was expected', async () => {
    signIn('tok-1', 'ref-1');
    mockFetch(() => ({ status: 204 }));
    expect(await api('/api/user/logout', { method: 'POST', body: {}, schema: NoContentSchema })).toBeNull();
    await expect(api('/api/thing', { schema: Ok })).rejects.toThrow();
  });

  it('on a 401 renews the tokens once and retries with the new one', async () => {
    signIn('old-access', 'old-refresh');
    const renewed = fakeToken({ name: 'Ada Obi', role: 'admin', UserId: 'u1' });
    const calls = mockFetch((c) => {
      if (c.url === '/api/user/refresh')
        return { status: 200, body: { message: 'ok', accessToken: renewed, refreshToken: 'new-refresh' } };
      return c.headers.authorization === `Bearer ${renewed}`
        ? { status: 200, body: { ok: true } }
        : problem(401, 'UNAUTHORIZED', 'expired');
    });
    const [a, b] = await Promise.all([api('/api/a', { schema: Ok }), api('/api/b', { schema: Ok })]);
    expect(a).toEqual({ ok: true });
    expect(b).toEqual({ ok: true });
    expect(calls.filter((c) => c.url === '/api/user/refresh')).toHaveLength(1);
    expect(calls.find((c) => c.url === '/api/user/refresh')?.body).toEqual({
      accessToken: 'old-access',
      refreshToken: 'old-refresh',
    });
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(getSession()).toMatchObject({ signedIn: true, fullName: 'Ada Obi', role: 'admin', isAdmin: true });
  });

  it('does not renew again when another tab already did while this request was out', async () => {
    signIn('old-access', 'old-refresh');
    const calls = mockFetch((c) => {
      if (c.headers.authorization === 'Bearer old-access') {
        // Meanwhile another tab renewed and stored a new pair.
        signIn('tab2-access', 'tab2-refresh');
        return problem(401, 'UNAUTHORIZED', 'expired');
      }
      return c.headers.authorization === 'Bearer tab2-access' ? { status: 200, body: { ok: true } } : undefined;
    });
    expect(await api('/api/a', { schema: Ok })).toEqual({ ok: true });
    expect(calls.some((c) => c.url === '/api/user/refresh')).toBe(false);
  });

  it('when renewal fails, ends the session and calls the expiry handler', async () => {
    signIn('old-access', 'old-refresh');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch(() => problem(401, 'UNAUTHORIZED', 'Your session has ended. Please log in again.'));
    await expect(api('/api/a', { schema: Ok })).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('two requests failing together on one dead session end it once, with one warning', async () => {
    signIn('old-access', 'old-refresh');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch(() => problem(401, 'UNAUTHORIZED', 'Your session has ended. Please log in again.'));
    const results = await Promise.allSettled([api('/api/a', { schema: Ok }), api('/api/b', { schema: Ok })]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(expired).toHaveBeenCalledOnce();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("turns a problem into an ApiError with the server's message and field errors", async () => {
    mockFetch(() =>
      problem(400, 'VALIDATION_FAILED', 'The request is invalid.', [{ path: 'body.email', message: 'bad' }]),
    );
    const err = await api('/api/a', { method: 'POST', body: {}, schema: Ok }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'The request is invalid.', code: 'VALIDATION_FAILED' });
    expect((err as ApiError).errors).toEqual([{ path: 'body.email', message: 'bad' }]);
  });

  it("does not trust an error body that is not the contract's problem (a proxy's page)", async () => {
    mockFetch(() => ({ status: 502, body: { message: '<b>upstream</b> said', code: 'whatever' } }));
    const err = await api('/api/a', { schema: Ok }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, message: 'Request failed (502 )', code: undefined, errors: [] });
  });

  it('treats a renewal answer that is not a token pair as a failed renewal', async () => {
    signIn('old-access', 'old-refresh');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockFetch((c) =>
      c.url === '/api/user/refresh'
        ? { status: 200, body: { accessToken: 42 } }
        : problem(401, 'UNAUTHORIZED', 'expired'),
    );
    await expect(api('/api/a', { schema: Ok })).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledOnce();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });
});

describe('isWorthRetrying', () => {
  it('retries a dropped connection or a server error, never a 4xx answer', () => {
    expect(isWorthRetrying(new TypeError('Failed to fetch'))).toBe(true);
    expect(isWorthRetrying(new ApiError(503, 'Unavailable'))).toBe(true);
    expect(isWorthRetrying(new ApiError(404, 'There is no market with this id.'))).toBe(false);
    expect(isWorthRetrying(new ApiError(403, 'Forbidden'))).toBe(false);
  });
});

describe('answers asked for early (askEarly)', () => {
  it("are taken once by the screen's first GET of the same path, and asked for again after", async () => {
    let n = 0;
    const calls = mockFetch(() => ({ status: 200, body: { ok: true, n: ++n } }));
    const Counted = z.object({ n: z.number() });
    askEarly(['/api/markets/m1']);
    expect(calls).toHaveLength(1);
    expect(await api('/api/markets/m1', { schema: Counted })).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(await api('/api/markets/m1', { schema: Counted })).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('are not taken with another token, nor after ten seconds, nor by a POST', async () => {
    const calls = mockFetch(() => ({ status: 200, body: { ok: true } }));
    askEarly(['/api/a']);
    signIn('tok-2', 'ref-2');
    expect(await api('/api/a', { schema: Ok })).toEqual({ ok: true });
    expect(calls.map((c) => [c.url, c.headers.authorization])).toEqual([
      ['/api/a', undefined],
      ['/api/a', 'Bearer tok-2'],
    ]);

    const now = vi.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    askEarly(['/api/b']);
    now.mockReturnValue(1_010_000);
    await api('/api/b', { schema: Ok });
    now.mockRestore();
    expect(calls.filter((c) => c.url === '/api/b')).toHaveLength(2);

    askEarly(['/api/c']);
    await api('/api/c', { method: 'POST', body: {}, schema: Ok });
    expect(calls.filter((c) => c.url === '/api/c').map((c) => c.method)).toEqual(['GET', 'POST']);
  });

  it('that failed to come are asked for again', async () => {
    const sent: string[] = [];
    vi.stubGlobal('fetch', (path: string) => {
      sent.push(path);
      return sent.length === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    });
    askEarly(['/api/d']);
    expect(await api('/api/d', { schema: Ok })).toEqual({ ok: true });
    expect(sent).toEqual(['/api/d', '/api/d']);
  });
});
