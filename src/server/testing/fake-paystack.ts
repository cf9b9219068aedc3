import { randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signWebhook } from '../modules/payments/index.js';

interface FakeTransaction {
  id: number;
  reference: string;
  /** What was asked for, kobo. */
  amount: number;
  /** What the fake reports as paid, kobo (a test may make it differ). */
  paidAmount: number;
  currency: string;
  email: string;
  callbackUrl: string;
  channels: string[];
  metadata: string;
  status: 'ongoing' | 'success' | 'failed' | 'abandoned' | 'reversed';
  paidAt: string | null;
  refunds: number[];
}

/**
 * A Paystack API on loopback that speaks the documented requests and answers
 * (https://paystack.com/docs/api/transaction/, /refund) and signs webhooks the way Paystack does
 * (`x-paystack-signature`: HMAC-SHA512 of the raw body with the secret key). Tests drive the
 * "shopper" side with `pay`, `decline`, and read what the adapter sent in `requests`.
 */
export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, FakeTransaction>();
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  let down = false;

  const send = (res: ServerResponse, status: number, body: object) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const readBody = async (req: IncomingMessage): Promise<unknown> => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    return text ? JSON.parse(text) : undefined;
  };

  const verifyData = (t: FakeTransaction) => ({
    id: t.id,
    domain: 'test',
    status: t.status,
    reference: t.reference,
    amount: t.paidAmount,
    gateway_response: t.status === 'success' ? 'Successful' : 'Declined',
    paid_at: t.paidAt,
    created_at: new Date().toISOString(),
    channel: 'card',
    currency: t.currency,
    metadata: t.metadata,
    customer: { email: t.email },
  });

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: unknown;
    try {
      body = await readBody(req);
    } catch {
      return send(res, 400, { status: false, message: 'Invalid JSON' });
    }
    requests.push({ method: req.method ?? '', path: url.pathname, body });
    if (down) return send(res, 503, { status: false, message: 'Service unavailable' });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(res, 401, { status: false, message: 'Invalid key' });
    }
    const b = (body ?? {}) as Record<string, unknown>;

    if (req.method === 'POST' && url.pathname === '/transaction/initialize') {
      const amount = Number(b.amount);
      if (typeof b.email !== 'string' || !Number.isSafeInteger(amount) || amount <= 0) {
        return send(res, 400, { status: false, message: 'Invalid amount or email' });
      }
      const reference = typeof b.reference === 'string' ? b.reference : `ref${randomInt(1e9)}`;
      if (transactions.has(reference))
        return send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
      transactions.set(reference, {
        id: randomInt(1, 2 ** 31),
        reference,
        amount,
        paidAmount: amount,
        currency: typeof b.currency === 'string' ? b.currency : 'NGN',
        email: b.email,
        callbackUrl: typeof b.callback_url === 'string' ? b.callback_url : '',
        channels: Array.isArray(b.channels) ? (b.channels as string[]) : [],
        metadata: typeof b.metadata === 'string' ? b.metadata : JSON.stringify(b.metadata ?? {}),
        status: 'ongoing',
        paidAt: null,
        refunds: [],
      });
      return send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${reference}`, access_code: reference, reference },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const t = transactions.get(decodeURIComponent(verify[1]!));
      if (!t) return send(res, 400, { status: false, message: 'Transaction reference not found' });
      return send(res, 200, { status: true, message: 'Verification successful', data: verifyData(t) });
    }

    if (req.method === 'POST' && url.pathname === '/refund') {
      const t = transactions.get(String(b.transaction));
      if (!t || t.status !== 'success') return send(res, 400, { status: false, message: 'Transaction not found' });
      const amount = b.amount === undefined ? t.paidAmount : Number(b.amount);
      const refunded = t.refunds.reduce((s, r) => s + r, 0);
      if (refunded + amount > t.paidAmount) {
        return send(res, 400, { status: false, message: 'Transaction has been fully reversed' });
      }
      t.refunds.push(amount);
      return send(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: { status: 'pending' },
      });
    }

    return send(res, 404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const get = (reference: string) => {
    const t = transactions.get(reference);
    if (!t) throw new Error(`the fake Paystack has no transaction ${reference}`);
    return t;
  };

  /** The webhook Paystack would send about a transaction now: the exact bytes and their signature. */
  function webhook(
    reference: string,
    event = get(reference).status === 'success' ? 'charge.success' : 'charge.failed',
  ) {
    const t = get(reference);
    const rawBody = JSON.stringify({ event, data: verifyData(t) });
    return {
      rawBody,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(rawBody, secretKey) },
    };
  }

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    transactions,
    get,
    /** The shopper pays on Paystack's page; `paidAmount` lets a test make Paystack report another amount. */
    pay(reference: string, options: { paidAmount?: number; currency?: string } = {}) {
      const t = get(reference);
      t.status = 'success';
      t.paidAt = new Date().toISOString();
      if (options.paidAmount !== undefined) t.paidAmount = options.paidAmount;
      if (options.currency) t.currency = options.currency;
    },
    decline(reference: string) {
      get(reference).status = 'failed';
    },
    /** Paystack later reports the transaction as failed (a reversal, or a late failure event). */
    reverse(reference: string) {
      get(reference).status = 'reversed';
    },
    webhook,
    setDown(value: boolean) {
      down = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;
