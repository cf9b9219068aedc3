import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../lib/clock.js';
import { sandboxCheckout } from '../payments.tables.js';
import {
  type InitializeInput,
  parseSignedWebhook,
  type PaymentProvider,
  ProviderError,
  SIGNATURE_HEADER_NAME,
  signWebhook,
} from './provider.js';

export type SandboxRow = typeof sandboxCheckout.$inferSelect;
export type SandboxOutcome = 'success' | 'failed' | 'abandoned';

/**
 * The payment provider of development, tests and demos: our own hosted checkout page
 * (`/sandbox/checkout/{reference}`) with Pay, Decline and Cancel. Its ledger is a table, so a
 * restart keeps it, and it signs webhooks exactly as Paystack does. Production refuses it (config).
 */
export function createSandboxProvider({ db, clock, secret }: { db: Db; clock: Clock; secret: string }) {
  const provider: PaymentProvider = {
    name: 'sandbox',

    async initialize({ reference, amountKobo, email, callbackUrl }: InitializeInput) {
      await db.insert(sandboxCheckout).values({ reference, amountKobo, email, callbackUrl, createdAt: clock.now() });
      // A path on this site: the hosted page is ours, on whatever origin the shopper uses.
      return { authorizationUrl: `/sandbox/checkout/${reference}` };
    },

    async verify(reference: string) {
      const [row] = await db.select().from(sandboxCheckout).where(eq(sandboxCheckout.reference, reference));
      if (!row) return { status: 'pending' as const, amountKobo: null, currency: null, paidAt: null, channel: null };
      return {
        status: row.state,
        amountKobo: row.amountKobo,
        currency: row.currency,
        paidAt: row.paidAt,
        channel: row.state === 'success' ? 'card' : null,
      };
    },

    parseWebhook: (rawBody, headers) => parseSignedWebhook(rawBody, headers, secret),

    async refund(reference: string, amountKobo: number) {
      const rows = await db
        .update(sandboxCheckout)
        .set({ refundedKobo: amountKobo, updatedAt: clock.now() })
        .where(and(eq(sandboxCheckout.reference, reference), eq(sandboxCheckout.state, 'success')))
        .returning({ reference: sandboxCheckout.reference });
      if (rows.length === 0) throw new ProviderError(`The sandbox has no paid checkout ${reference} to refund`);
    },
  };

  return {
    provider,

    /** The hosted page's view of a checkout. */
    async checkout(reference: string): Promise<SandboxRow | undefined> {
      const [row] = await db.select().from(sandboxCheckout).where(eq(sandboxCheckout.reference, reference));
      return row;
    },

    /** The shopper pressed Pay, Decline or Cancel; undefined when the checkout is not open any more. */
    async settle(reference: string, outcome: SandboxOutcome): Promise<SandboxRow | undefined> {
      const now = clock.now();
      const [row] = await db
        .update(sandboxCheckout)
        .set({ state: outcome, paidAt: outcome === 'success' ? now : null, updatedAt: now })
        .where(and(eq(sandboxCheckout.reference, reference), eq(sandboxCheckout.state, 'pending')))
        .returning();
      return row;
    },

    /** The webhook Paystack would send for this checkout's outcome: its raw body and headers. */
    webhookFor(row: SandboxRow): { rawBody: Buffer; headers: Record<string, string> } {
      const event = row.state === 'success' ? 'charge.success' : 'charge.failed';
      const rawBody = Buffer.from(
        JSON.stringify({
          event,
          data: {
            id: `${row.reference}-${row.state}`,
            reference: row.reference,
            status: row.state,
            amount: row.amountKobo,
            currency: row.currency,
            paid_at: row.paidAt?.toISOString() ?? null,
            channel: 'card',
          },
        }),
      );
      return {
        rawBody,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signWebhook(rawBody, secret) },
      };
    },
  };
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
