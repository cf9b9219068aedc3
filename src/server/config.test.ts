import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_JWT_SECRET, loadConfig, WFP_FEED_DEFAULT_URL } from './config.js';

describe('loadConfig', () => {
  it('gives working defaults for a laptop', () => {
    const c = loadConfig({});
    expect(c.env).toBe('development');
    expect(c.server.port).toBe(3000);
    expect(c.server.publicUrl).toBe('http://localhost:3000');
    expect(c.db.url).toBeUndefined();
    expect(c.db.dataDir).toMatch(/\.data$/);
    expect(c.security.corsOrigins).toEqual([]);
    expect(c.seed.demo).toBe(true);
    expect(c.server.shutdownTimeoutMs).toBe(10_000);
    expect(c.mail.transport).toBe('console');
    expect(c.redis.url).toBeUndefined();
  });

  it('reads nested, typed values', () => {
    const c = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://kasuwa.example/',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: 'true',
      BODY_LIMIT_BYTES: '2048',
      DATABASE_URL: 'postgres://u@h:5432/db',
      DATA_DIR: '/tmp/kasuwa-data',
    });
    expect(c.server.port).toBe(8080);
    expect(c.server.publicUrl).toBe('https://kasuwa.example');
    expect(c.security.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.server.trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).server.trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).server.trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(c.server.bodyLimitBytes).toBe(2048);
    expect(c.db.url).toBe('postgres://u@h:5432/db');
    expect(c.db.dataDir).toBe('/tmp/kasuwa-data');
  });

  it('explains an invalid value in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', APP_ENV: 'staging' });
    } catch (e) {
      const message = (e as Error).message;
      expect(message).not.toContain('\n');
      expect(message).toContain('PORT must be a number');
      expect(message).toContain('APP_ENV must be development, test or production');
    }
  });

  it("starts Redis keys with REDIS_KEY_PREFIX ('kasuwa-rl:' by default), and refuses one with spaces", () => {
    expect(loadConfig({}).redis.keyPrefix).toBe('kasuwa-rl:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging:rl:' }).redis.keyPrefix).toBe('staging:rl:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'two words' })).toThrow(
      'Invalid configuration: REDIS_KEY_PREFIX must be 1 to 64 letters, digits, dots, dashes, underscores or colons',
    );
  });

  it('refuses a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
  });

  it('refuses the development JWT secret in production, and short secrets anywhere', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
    expect(() => loadConfig({ APP_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/at least 32 characters/);
    expect(() => loadConfig({ APP_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/SMTP_URL must be set/);
    expect(() =>
      loadConfig({ APP_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example:587' }),
    ).toThrow(/PAYSTACK_SECRET_KEY must be set in production/);
    const prod = loadConfig({
      APP_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example:587',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
    });
    expect(prod.payments).toEqual({
      provider: 'paystack',
      paystackSecretKey: 'sk_live_0123456789abcdef',
      paystackBaseUrl: 'https://api.paystack.co',
    });
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    expect(() => loadConfig({ PAYSTACK_SECRET_KEY: 'pk_test_abc' })).toThrow(
      /PAYSTACK_SECRET_KEY must be a Paystack secret key/,
    );
    expect(prod.mail.transport).toBe('smtp');
    expect(prod.seed.demo).toBe(false);
    expect(prod.log.level).toBe('info');
  });

  it('refuses TRUST_PROXY=true in production, and takes a hop count or proxy addresses', () => {
    const prod = {
      APP_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://relay.example:25',
      PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
    };
    expect(() => loadConfig({ ...prod, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY=true lets any client/);
    expect(loadConfig({ ...prod, TRUST_PROXY: '1' }).server.trustProxy).toBe(1);
    expect(loadConfig({ ...prod, TRUST_PROXY: '10.0.0.0/24' }).server.trustProxy).toBe('10.0.0.0/24');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).server.port).toBe(3000);
  });

  it("fetches WFP's feed from HDX by default, from WFP_FEED_URL when set, never when it is set empty or in tests", () => {
    expect(loadConfig({}).feeds.wfp).toEqual({ url: WFP_FEED_DEFAULT_URL, timeoutMs: 120_000 });
    expect(WFP_FEED_DEFAULT_URL).toMatch(/^https:\/\/data\.humdata\.org\/dataset\/.+\/wfp_food_prices_nga\.csv$/);
    expect(loadConfig({ WFP_FEED_URL: 'http://127.0.0.1:8080/wfp.csv' }).feeds.wfp?.url).toBe(
      'http://127.0.0.1:8080/wfp.csv',
    );
    expect(loadConfig({ WFP_FEED_URL: '' }).feeds.wfp).toBeUndefined();
    expect(loadConfig({ APP_ENV: 'test' }).feeds.wfp).toBeUndefined();
    expect(loadConfig({ APP_ENV: 'test', WFP_FEED_URL: 'http://127.0.0.1:1/x.csv' }).feeds.wfp?.url).toBe(
      'http://127.0.0.1:1/x.csv',
    );
    expect(() => loadConfig({ WFP_FEED_URL: 'ftp://example.org/wfp.csv' })).toThrow(
      /WFP_FEED_URL must be an http\(s\) URL/,
    );
    expect(() => loadConfig({ WFP_FEED_URL: 'not a url' })).toThrow(/WFP_FEED_URL/);
  });

  it('times the whole WFP download out after WFP_FEED_TIMEOUT_MS (2 minutes by default)', () => {
    expect(loadConfig({ WFP_FEED_TIMEOUT_MS: '500' }).feeds.wfp?.timeoutMs).toBe(500);
    expect(loadConfig({ WFP_FEED_TIMEOUT_MS: '' }).feeds.wfp?.timeoutMs).toBe(120_000);
    expect(() => loadConfig({ WFP_FEED_TIMEOUT_MS: 'soon' })).toThrow(/WFP_FEED_TIMEOUT_MS must be a number/);
    expect(() => loadConfig({ WFP_FEED_TIMEOUT_MS: '5' })).toThrow(
      /WFP_FEED_TIMEOUT_MS must be between 100 and 3600000/,
    );
  });
});
