import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInlineJobs, createPgBossJobs, type JobQueue } from '../../lib/jobs.js';
import { nextIp } from '../../testing/factories.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { mailAlone } from '../../testing/mail.js';
import { startSmtpSink } from '../../testing/smtp-sink.js';
import { createMailRepository, type MailRepository } from './mail.repository.js';
import { compose } from './mail.templates.js';
import { createSmtpTransport, type MailTransport } from './mail.transport.js';

describe('contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { SUPPORT_EMAIL: 'help@kasuwa.test' } });
  });
  afterAll(() => t.close());

  it('stores the message and mails it to support', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Chidi Okeke',
        email: 'chidi@example.ng',
        phone: '+234 803 000 0000',
        subject: 'Delivery',
        content: 'Do you deliver to Enugu?',
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().message).toMatch(/sent/);
    await t.settle();
    const mail = t.sent.find((m) => m.to === 'help@kasuwa.test');
    expect(mail?.subject).toBe('Contact form: Delivery from Chidi Okeke');
    expect(mail?.text).toContain('Do you deliver to Enugu?');
  });

  it('answers invalid input with the form messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { email: 'nope' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'Please enter your name.',
        'Please enter a valid email address.',
        'Please enter your message.',
      ]),
    );
  });

  it('limits one address to 5 messages an hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'Spam', email: 'spam@example.ng', content: `message ${i}` },
        remoteAddress: '127.7.0.1',
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('shows sent mail in the dev mailbox outside production, escaped', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: '<script>x</script>', email: 'a@example.ng', content: 'hello' },
      remoteAddress: nextIp(),
    });
    await t.settle();
    const json = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(json.statusCode).toBe(200);
    expect(json.json()[0]).toMatchObject({ to: 'help@kasuwa.test', status: 'sent' });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page.body).not.toContain('<script>x</script>');
  });

  it('hides the dev mailbox from other machines', async () => {
    for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('hides the dev mailbox behind a reverse proxy on this machine, trusted or not', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: '1' }, database: t.database });
    try {
      for (const app of [t.app, proxied.app]) {
        for (const headers of [
          { 'x-forwarded-for': '127.0.0.1' },
          { 'x-real-ip': '127.0.0.1' },
          { forwarded: 'for=127.0.0.1' },
          { via: '1.1 nginx' },
        ]) {
          for (const url of ['/api/dev/mailbox', '/dev/mailbox']) {
            const res = await app.inject({ method: 'GET', url, headers, remoteAddress: '127.0.0.1' });
            expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(404);
          }
        }
      }
      // A trusted proxy on another machine cannot pass a loopback client off either.
      const remote = await proxied.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { 'x-forwarded-for': '127.0.0.1' },
        remoteAddress: '10.0.0.7',
      });
      expect(remote.statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress: '127.0.0.1' })).statusCode,
      ).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe('retention', () => {
  it('a daily job empties the bodies of e-mails sent over 30 days ago, and keeps newer ones', async () => {
    const t = await buildTestApp();
    try {
      const repo = createMailRepository(t.database.db);
      const old = await t.services.mail.queue(
        'old@example.ng',
        compose('en', 'note', { verbatim: 'Old' }, [{ verbatim: 'An old note.' }]),
      );
      await t.settle();
      t.clock.advance(20 * 24 * 3600_000);
      const recent = await t.services.mail.queue(
        'new@example.ng',
        compose('en', 'note', { verbatim: 'New' }, [{ verbatim: 'A new note.' }]),
      );
      await t.settle();
      t.clock.advance(11 * 24 * 3600_000); // the old one is 31 days old, the new one 11
      await t.settle();
      expect(await repo.find(old)).toMatchObject({ status: 'sent', textBody: '', htmlBody: '' });
      expect((await repo.find(recent))?.textBody).toContain('A new note.');
    } finally {
      await t.close();
    }
  });
});

describe('mail delivery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  /** A mail service on the test database with its own transport and its own job queue. */
  function mailWith(transport: MailTransport, jobs: JobQueue = createInlineJobs()) {
    return { mail: mailAlone(t.database.db, transport, jobs), jobs };
  }
  let repo: MailRepository;
  beforeAll(() => {
    repo = createMailRepository(t.database.db);
  });
  const resetMail = compose('en', 'reset', { verbatim: 'Reset your Kasuwa password' }, [{ verbatim: 'Hello Ngozi,' }], {
    label: { verbatim: 'Choose a new password' },
    url: 'http://kasuwa.test/reset?email=x&code=abc',
  });
  const note = compose('en', 'note', { verbatim: 'A note' }, [{ verbatim: 'Hello,' }, { verbatim: 'Nothing to do.' }]);

  it('delivers through a real SMTP server on loopback', async () => {
    const sink = await startSmtpSink();
    const transport = createSmtpTransport(sink.url);
    try {
      const jobs = createInlineJobs();
      const { mail } = mailWith(transport, jobs);
      const id = await mail.queue('ngozi@example.ng', resetMail);
      await jobs.idle();
      expect(sink.received).toHaveLength(1);
      expect(sink.received[0]?.to).toEqual(['ngozi@example.ng']);
      expect(sink.received[0]?.from).toBe('no-reply@kasuwa.test');
      expect(sink.received[0]?.data).toContain('Subject: Reset your Kasuwa password');
      // The body travels quoted-printable: undo soft line breaks and =XX escapes before reading it.
      const body = sink.received[0]!.data.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(parseInt(hex, 16)),
      );
      expect(body).toContain('http://kasuwa.test/reset?email=x&code=abc');
      expect((await repo.find(id))?.status).toBe('sent');
      // Delivering again (a retried job) sends nothing twice.
      await mail.deliver(id);
      expect(sink.received).toHaveLength(1);
    } finally {
      transport.close?.();
      await sink.close();
    }
  });

  it('keeps a failed message pending with its error, for the retry', async () => {
    const failing: MailTransport = {
      async send() {
        throw new Error('relay refused');
      },
    };
    const jobs = createInlineJobs();
    const { mail } = mailWith(failing, jobs);
    const id = await mail.queue('a@example.ng', note);
    await jobs.idle();
    const row = await repo.find(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'relay refused' });
    expect(await mail.requeuePending()).toBeGreaterThanOrEqual(1);
  });

  it('two deliveries of one e-mail at once (it was queued again at a start) send it once', async () => {
    let reached!: () => void;
    const sending = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const relay = new Promise<void>((resolve) => (release = resolve));
    const sent: string[] = [];
    const { mail } = mailWith({
      async send(m) {
        sent.push(m.to);
        reached();
        // The first send is slow: the relay answers it only when the test says.
        if (sent.length === 1) await relay;
      },
    });
    const id = await mail.write(t.database.db, 'twice@example.ng', note);
    const first = mail.deliver(id);
    await sending;
    // The relay is still taking the first: the second delivery leaves the e-mail to it.
    await mail.deliver(id);
    expect((await repo.find(id))?.status).toBe('pending');
    release();
    await first;
    await mail.deliver(id);
    expect(sent).toEqual(['twice@example.ng']);
    expect(await repo.find(id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null });
  });

  it('an e-mail whose delivery stopped mid-send (its process died) is sent once its claim has lapsed', async () => {
    const sent: string[] = [];
    const { mail } = mailWith({
      async send(m) {
        sent.push(m.to);
      },
    });
    const id = await mail.write(t.database.db, 'lapsed@example.ng', note);
    const now = new Date();
    // A delivery that claimed it until a moment ago, and never came back.
    expect(await repo.claim(id, now, new Date(now.getTime() - 1))).toMatchObject({ id, status: 'pending' });
    await mail.deliver(id);
    expect(sent).toEqual(['lapsed@example.ng']);
    expect((await repo.find(id))?.status).toBe('sent');
  });

  it('runs delivery jobs on pg-boss over the same database', async () => {
    const boss = new PgBoss({ ...t.database.jobStore(), schedule: false, migrate: true });
    boss.on('error', () => {});
    await boss.start();
    const jobs = createPgBossJobs(boss);
    const delivered: string[] = [];
    const { mail } = mailWith(
      {
        async send(m) {
          delivered.push(m.to);
        },
      },
      jobs,
    );
    await jobs.start();
    try {
      await mail.queue('boss@example.ng', note);
      const deadline = Date.now() + 15_000;
      while (!delivered.includes('boss@example.ng') && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      expect(delivered).toEqual(['boss@example.ng']);
    } finally {
      await boss.stop({ graceful: true, wait: true });
    }
  });
});
