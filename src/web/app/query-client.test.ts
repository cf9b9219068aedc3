import { describe, expect, it } from 'vitest';
import { orderKeys } from '../features/orders/orders.keys';
import { paymentKeys } from '../features/payments/payments.keys';
import { createQueryClient } from './query-client';

/** A client holding a page of payment transactions and a payment check, as the admin saw them. */
function clientWithPayments() {
  const client = createQueryClient();
  const transactions = paymentKeys.transactionPage({ page: 1, pageSize: 20 });
  const verification = paymentKeys.verify('KSW-1');
  client.setQueryData(transactions, { items: [] });
  client.setQueryData(verification, { status: 'success' });
  const run = (mutationKey: readonly unknown[]) =>
    client
      .getMutationCache()
      .build(client, { mutationKey, mutationFn: async () => 'done' })
      .execute(undefined);
  const stale = () => [transactions, verification].map((key) => client.getQueryState(key)?.isInvalidated);
  return { run, stale };
}

describe('writes that change another feature', () => {
  it("an order's cancellation has the payment transactions read again, and no other payment answer", async () => {
    const { run, stale } = clientWithPayments();
    await run(orderKeys.cancel());
    expect(stale()).toEqual([true, false]);
  });

  it('another write of the orders feature leaves the payments as they are', async () => {
    const { run, stale } = clientWithPayments();
    await run(orderKeys.all);
    expect(stale()).toEqual([false, false]);
  });
});
