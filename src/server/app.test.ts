import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Readable } from 'node:stream';
import { MAX_JSON_DEPTH } from './plugins/json-body.js';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { expectProblem } from './testing/problems.js';

let t: TestApp;
let webRoot: string;
const APP_JS = `console.log(${JSON.stringify('kasuwa '.repeat(200))});`;

/** Routes that exercise the error paths the way real module routes would hit them. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/test-echo', { schema: { body: z.object({ name: z.string() }).strict() } }, async (req) => req.body);
  app.get('/api/test-big', async () => ({ items: Array.from({ length: 100 }, (_, i) => `market number ${i}`) }));
  app.get('/api/test-crash', async () => {
    throw new Error('secret internal detail');
  });
};

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'kasuwa-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Kasuwa</title><div id="root"></div>');
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), APP_JS);
  // What the build writes: compressed copies (scripts/compress-web.mjs) and pre-rendered screens.
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js.map'), '{"version":3}');
  mkdirSync(join(webRoot, 'pages'));
  writeFileSync(
    join(webRoot, 'pages', 'faq.html'),
    '<!doctype html><title>FAQ · Kasuwa</title><div id="root">faq</div>',
  );
  // Which code each screen needs beyond the entry (scripts/screen-code.mjs).
  writeFileSync(
    join(webRoot, 'pages', '_screens.json'),
    JSON.stringify([
      { path: '/about', files: [] },
      { path: '/faq', files: ['/assets/faq-1.js'] },
      { path: '/market/:id', files: ['/assets/market-1.js'] },
      { path: '/prices/:state', files: ['/assets/prices-1.js', '/assets/table-1.js'] },
      { path: '/order-tracking/:orderId?', files: ['/assets/orders-1.js'] },
    ]),
  );
  // The same screen and the shell in Hausa (pages/<locale>/); Yorùbá was not built here.
  mkdirSync(join(webRoot, 'pages', 'ha'));
  writeFileSync(
    join(webRoot, 'pages', 'ha', 'faq.html'),
    '<!doctype html><html lang="ha-NG"><div id="root">tambayoyi</div>',
  );
  writeFileSync(
    join(webRoot, 'pages', 'ha', '_shell.html'),
    '<!doctype html><html lang="ha-NG"><div id="root">gida</div>',
  );
  t = await buildTestApp({ webRoot, env: { BODY_LIMIT_BYTES: '4096' }, routes: probeRoutes });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('bad input', () => {
  it('malformed JSON → 400 problem', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    const body = expectProblem(bad, 400);
    expect(body.detail).toBe('The request body is not valid JSON.');
  });

  it('a body over the limit → 413 problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(10_000) }),
    });
    const body = expectProblem(res, 413);
    expect(body.code).toBe('PAYLOAD_TOO_LARGE');
    // The rest of such a body is not read off the wire: the connection closes after the answer.
    expect(res.headers.connection).toBe('close');
  });

  it('a deeply nested body → 400 naming the body, before it is parsed; depth up to the limit is fine', async () => {
    const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
    for (const payload of [deep(600), `{"name":"x","list":${'['.repeat(50)}${']'.repeat(50)}}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(expectProblem(res, 400, 'VALIDATION_FAILED').errors).toEqual([
        { path: 'body', message: `Must not nest deeper than ${MAX_JSON_DEPTH} levels.` },
      ]);
    }
    // Brackets inside strings are text, not nesting.
    const res = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { name: '[{'.repeat(500) } });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a NUL escaped anywhere in a JSON body → 400 with its path; an escaped backslash before "u0000" is not a NUL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      // JSON text: {"name":"ab\\u0000c\u0000"}: an escaped backslash then "u0000", then a real NUL.
      payload: '{"name":"ab\\\\u0000c\\u0000"}',
    });
    expect(expectProblem(res, 400, 'VALIDATION_FAILED').errors).toEqual([
      { path: 'body.name', message: 'Must not contain the NUL character.' },
    ]);
    const notNul = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"C:\\\\u0000"}',
    });
    expect(notNul.json()).toEqual({ name: 'C:\\u0000' });
  });

  it('a 1 MB body to a JSON route of the default limit → 413 before it is read, also sent in chunks', async () => {
    const own = await buildTestApp();
    try {
      const big = JSON.stringify({ username: 'x'.repeat(1024 * 1024), password: 'y' });
      const res = await own.app.inject({
        method: 'POST',
        url: '/api/user/authenticate',
        headers: { 'content-type': 'application/json' },
        payload: big,
      });
      expectProblem(res, 413, 'PAYLOAD_TOO_LARGE');
      const chunked = await own.app.inject({
        method: 'POST',
        url: '/api/user/authenticate',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        payload: Readable.from([big.slice(0, 500_000), big.slice(500_000)]),
      });
      expectProblem(chunked, 413, 'PAYLOAD_TOO_LARGE');
    } finally {
      await own.close();
    }
  });

  it('a body of the wrong type → 415 problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expectProblem(res, 415);
  });

  it('schema violations → 400 with field-level errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { name: 42, extra: true } });
    const body = expectProblem(res, 400);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors?.[0]?.path).toBe('body.name');
  });

  it('unknown /api path → 404 problem, also with a built web app present', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/x' });
    const body = expectProblem(res, 404);
    expect(body.detail).toBe('No API route matches GET /api/x.');
    expectProblem(await t.app.inject({ method: 'DELETE', url: '/api' }), 404);
  });

  it("the router's refusals → problem+json that does not echo the URL", async () => {
    const marker = 'zzmarker';
    const badEscape = await t.app.inject({ method: 'GET', url: `/api/user/user-profile/${marker}%E0%A4%A` });
    expect(expectProblem(badEscape, 400, 'BAD_REQUEST').detail).toMatch(/malformed %-escape/);
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/user/user-profile/${marker}${'a'.repeat(600)}` });
    expectProblem(tooLong, 414, 'URI_TOO_LONG');
    for (const res of [badEscape, tooLong]) expect(res.body).not.toContain(marker);
  });

  it('an unexpected error → 500 problem without internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    const body = expectProblem(res, 500);
    expect(body.detail).not.toContain('secret internal detail');
  });
});

describe('request ids', () => {
  it('echoes a generated id in x-request-id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a caller's well-formed id and replaces a malformed one", async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\u0000<script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('security headers', () => {
  it('sends a strict CSP and no CORS header by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows only the configured origins when CORS is configured', async () => {
    const c = await buildTestApp({ env: { CORS_ORIGINS: 'https://shop.example' }, database: t.database });
    const ok = await c.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://shop.example' } });
    expect(ok.headers['access-control-allow-origin']).toBe('https://shop.example');
    const no = await c.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(no.headers['access-control-allow-origin']).toBeUndefined();
    await c.close();
  });
});

describe('OpenAPI', () => {
  it('serves the document at /docs/json and the UI at /docs', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health'].get).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger');
  });
});

describe('web app', () => {
  it('serves index.html for client routes, with no-cache', async () => {
    for (const url of ['/dashboard', '/products/abc/category/def', '/not-a-page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves a pre-rendered screen for its path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/faq?open=2' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>FAQ · Kasuwa</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("names a screen's code in a modulepreload Link header with its shell, so the browser fetches it beside the entry", async () => {
    const link = async (url: string) => (await t.app.inject({ method: 'GET', url })).headers.link;
    expect(await link('/prices/lagos')).toBe(
      '</assets/prices-1.js>; rel=modulepreload, </assets/table-1.js>; rel=modulepreload',
    );
    expect(await link('/Prices/kano?item=x')).toBe(
      '</assets/prices-1.js>; rel=modulepreload, </assets/table-1.js>; rel=modulepreload',
    );
    // Not for a pre-rendered screen: its HTML paints whole, and the code would slow that on a slow line.
    expect(await link('/faq')).toBeUndefined();
    expect(await link('/order-tracking')).toBe('</assets/orders-1.js>; rel=modulepreload');
    expect(await link('/order-tracking/o-1')).toBe('</assets/orders-1.js>; rel=modulepreload');
    // No screen, a part too many or too few, or a screen whose code is all in the entry: no header.
    for (const url of ['/prices', '/prices/lagos/more', '/market', '/about', '/not-a-page', '/dashboard']) {
      expect(await link(url), url).toBeUndefined();
    }
    // Not on an API answer or a file.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers.link).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers.link).toBeUndefined();
  });

  it("sends a page in the visitor's language: the app's cookie, else Accept-Language, else English", async () => {
    const page = async (url: string, headers: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(200);
      // One copy per language in any cache between (and the browser's own).
      expect(res.headers.vary).toMatch(/Cookie, Accept-Language/);
      return res.body;
    };
    expect(await page('/faq', { cookie: 'theme=dark; kasuwa-lang=ha' })).toContain('tambayoyi');
    expect(await page('/faq', { 'accept-language': 'fr;q=0.9, ha-NG, en;q=0.5' })).toContain('tambayoyi');
    expect(await page('/cart', { cookie: 'kasuwa-lang=ha' })).toContain('gida');
    // The choice beats the browser's languages; a language not built, or not ours, is English.
    expect(await page('/faq', { cookie: 'kasuwa-lang=en', 'accept-language': 'ha' })).toContain('>faq<');
    expect(await page('/faq', { cookie: 'kasuwa-lang=yo' })).toContain('>faq<');
    expect(await page('/faq', { cookie: 'kasuwa-lang=fr', 'accept-language': 'ha;q=0, en' })).toContain('>faq<');
    expect(await page('/cart', {})).toContain('<div id="root"></div>');
  });

  it('sends / to /dashboard from the server, keeping the query', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?ref=sms' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard?ref=sms');
  });

  it("sends the build's compressed copy to a browser that takes it, the file itself otherwise", async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('compresses API answers over 1 KB, and leaves small ones alone', async () => {
    const big = await t.app.inject({ method: 'GET', url: '/api/test-big', headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(big.rawPayload).toString()).items).toHaveLength(100);
    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('serves hashed assets with a long cache life', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it("answers a built file it does not have with 404, not the app's page (another release's asset)", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-NEWER1.js' });
    expect(expectProblem(res, 404).detail).toBe('Nothing matches GET /assets/app-NEWER1.js.');
  });

  it('serves source maps only outside production', async () => {
    const map = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(map.statusCode).toBe(200);
    expect(map.body).toBe('{"version":3}');
    const prod = await buildTestApp({
      webRoot,
      database: t.database,
      env: {
        APP_ENV: 'production',
        JWT_SECRET: 'p'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:1',
        PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:1',
      },
    });
    try {
      expectProblem(await prod.app.inject({ method: 'GET', url: '/assets/app-abc123.js.map' }), 404);
      expect((await prod.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('does not answer POSTs to page paths with the app', async () => {
    expectProblem(await t.app.inject({ method: 'POST', url: '/faq', payload: {} }), 404);
  });
});
