import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { withTransactions } from '../../../db/transactional.js';
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

/** The sandbox's ledger: queries only, like every repository. */
function ledgerQueries(db: Db) {
  return {
    async open(row: typeof sandboxCheckout.$inferInsert): Promise<void> {
      await db.insert(sandboxCheckout).values(row);
    },

    async find(reference: string): Promise<SandboxRow | undefined> {
      const [row] = await db.select().from(sandboxCheckout).where(eq(sandboxCheckout.reference, reference));
      return row;
    },

    /** Records a refund of a paid checkout; false when there is none to refund. */
    async refund(reference: string, amountKobo: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(sandboxCheckout)
        .set({ refundedKobo: amountKobo, updatedAt: at })
        .where(and(eq(sandboxCheckout.reference, reference), eq(sandboxCheckout.state, 'success')))
        .returning({ reference: sandboxCheckout.reference });
      return rows.length > 0;
    },

    /** Closes an open checkout with its outcome; undefined when it is not open any more. */
    async close(reference: string, outcome: SandboxOutcome, at: Date): Promise<SandboxRow | undefined> {
      const [row] = await db
        .update(sandboxCheckout)
        .set({ state: outcome, paidAt: outcome === 'success' ? at : null, updatedAt: at })
        .where(and(eq(sandboxCheckout.reference, reference), eq(sandboxCheckout.state, 'pending')))
        .returning();
      return row;
    },
  };
}

/**
 * The payment provider of development, tests and demos: our own hosted checkout page
 * (`/sandbox/checkout/{reference}`) with Pay, Decline and Cancel. Its ledger is a table, so a
 * restart keeps it, and it signs webhooks exactly as Paystack does. Production refuses it (config).
 */
export function createSandboxProvider({ db, clock, secret }: { db: Db; clock: Clock; secret: string }) {
  const ledger = withTransactions(db, ledgerQueries);
  const provider: PaymentProvider = {
    name: 'sandbox',

    async initialize({ reference, amountKobo, email, callbackUrl }: InitializeInput) {
      await ledger.open({ reference, amountKobo, email, callbackUrl, createdAt: clock.now() });
      // A path on this site: the hosted page is ours, on whatever origin the shopper uses.
      return { authorizationUrl: `/sandbox/checkout/${reference}` };
    },

    async verify(reference: string) {
      const row = await ledger.find(reference);
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
      if (!(await ledger.refund(reference, amountKobo, clock.now())))
        throw new ProviderError(`The sandbox has no paid checkout ${reference} to refund`);
    },
  };

  return {
    provider,

    /** The hosted page's view of a checkout. */
    checkout: (reference: string): Promise<SandboxRow | undefined> => ledger.find(reference),

    /** The shopper pressed Pay, Decline or Cancel; undefined when the checkout is not open any more. */
    settle: (reference: string, outcome: SandboxOutcome): Promise<SandboxRow | undefined> =>
      ledger.close(reference, outcome, clock.now()),

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
