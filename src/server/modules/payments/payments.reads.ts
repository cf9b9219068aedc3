import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { payment } from './payments.tables.js';

/**
 * What other modules may read of payments, called with their own `db` or transaction so the read
 * takes part in it (docs/adding-a-domain.md, "Reads"). Only the payments' tables are read here.
 */

/** What an order shows and mails of the payment that made it. */
export interface PaymentOfOrder {
  reference: string;
  /** The address the payer gave at checkout. */
  email: string;
}

/** The reference and e-mail of each payment, by id: one query for any number. */
export async function paymentsOfOrders(db: Db, paymentIds: readonly string[]): Promise<Map<string, PaymentOfOrder>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: payment.id, reference: payment.reference, email: payment.email })
    .from(payment)
    .where(sql`${payment.id} = any(${pgArray([...new Set(paymentIds)], 'uuid')})`);
  return new Map(rows.map(({ id, ...paid }) => [id, paid]));
}
