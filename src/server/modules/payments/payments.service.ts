import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  type InitiatePayment,
  PAYMENT_MESSAGES,
  type PaymentInitiated,
  type PaymentTransaction,
  type PaymentVerification,
  type SandboxAction,
  type SandboxCheckout,
  type TransactionQuery,
} from '../../../contract/payments.js';
import type { ClaimSubscription, UserSubscription } from '../../../contract/subscriptions.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Said, Words } from '../../lib/i18n.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../../lib/jobs.js';
import { koboToNaira, nairaToKobo } from '../../lib/money.js';
import { toPage } from '../../lib/pagination.js';
import { uuidv7 } from '../../lib/ids.js';
import { type Caller, checkOwner, ownerScopeOf } from '../../plugins/auth.js';
import { languageOfUser } from '../accounts/index.js';
import type { CartService } from '../cart/index.js';
import type { MailService } from '../mail/index.js';
import type { SubscriptionsService } from '../subscriptions/index.js';
import { paymentEmails } from './payments.emails.js';
import type { PaymentRow, PaymentsRepository } from './payments.repository.js';
import type { ProductSnapshot, PurchaseSnapshot } from './payments.tables.js';
import {
  type PaymentProvider,
  ProviderError,
  type ProviderVerification,
  WebhookSignatureError,
} from './providers/provider.js';
import type { SandboxProvider } from './providers/sandbox.js';

export const PAYMENT_JOBS = {
  settle: 'payments.settle',
  refund: 'payments.refund',
  reconcile: 'payments.reconcile',
  sandboxWebhook: 'payments.sandbox-webhook',
} as const;

/** Reconciliation asks the provider again about payments still open after this long… */
const RECHECK_AFTER_MS = 10 * 60 * 1000;
/** …and gives up on them after this long. */
const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;

export const PAYMENTS_TEXT = {
  cartChanged: /*i18n*/ { id: 'Your cart changed, please review it' },
  cartEmpty: /*i18n*/ { id: 'Your cart is empty.' },
  notOnSale: /*i18n*/ { id: 'Some products in your cart are no longer on sale: remove them to check out.' },
  planPriceChanged: /*i18n*/ { id: 'The price of this plan has changed, please review it' },
  addressesRequired: /*i18n*/ { id: 'Shipping and billing addresses are required to pay for products.' },
  notFound: /*i18n*/ { id: 'There is no payment with this reference.' },
  providerDown: /*i18n*/ { id: 'We could not reach the payment provider. Please try again in a moment.' },
  paymentRequired: /*i18n*/ { id: 'Payment required' },
  badSignature: /*i18n*/ { id: 'The webhook signature is not valid.' },
  unknownProvider: /*i18n*/ { id: 'There is no such payment provider here.' },
  checkoutClosed: /*i18n*/ { id: 'This checkout is already closed.' },
  noCheckout: /*i18n*/ { id: 'There is no checkout with this reference.' },
} as const;

const OUTCOME_MESSAGES: Record<PaymentRow['state'], Words> = {
  success: /*i18n*/ { id: 'Payment Successful!' },
  pending: /*i18n*/ { id: 'Waiting for the payment provider to confirm the payment.' },
  failed: /*i18n*/ { id: 'The payment did not go through. Nothing was charged.' },
  abandoned: /*i18n*/ { id: 'The payment was not completed. Nothing was charged.' },
  superseded: /*i18n*/ { id: 'A newer checkout replaced this one. Nothing was charged.' },
  flagged: /*i18n*/ { id: 'The payment arrived but its amount did not match; our team will look into it.' },
};

const SUPERSEDED_PAID_MESSAGE: Words = /*i18n*/ {
  id: 'A newer checkout replaced this one, so this payment bought nothing: we are refunding it in full. We sent you an e-mail about it.',
};

/**
 * A payment is decided for good once it succeeded or was flagged, or once a checkout the shopper
 * had replaced was found paid (it is being refunded); every other state may still turn.
 */
const isFinal = (row: PaymentRow) =>
  row.state === 'success' || row.state === 'flagged' || (row.state === 'superseded' && row.paidAt !== null);

/** What a product payment's order needs, from the composition root (orders sit above payments). */
interface OrderFulfilment {
  /** Creates the order of a verified payment inside its transaction; returns e-mails to dispatch. */
  createInTransaction(tx: Db, paid: PaymentRow): Promise<string[]>;
  /** The order a payment made, if any. */
  orderIdOf(paymentId: string): Promise<string | undefined>;
}

export interface PaymentsDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  /** The sandbox's hosted page, when the sandbox is the provider. */
  sandbox?: SandboxProvider;
  cart: CartService;
  subscriptions: SubscriptionsService;
  orders: OrderFulfilment;
  mail: MailService;
  jobs: JobQueue;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const newReference = () => `ksw_${randomBytes(15).toString('base64url')}`;

export function createPaymentsService(deps: PaymentsDeps) {
  const { repo, provider, sandbox, cart, subscriptions, orders, mail, jobs, clock, publicUrl, log } = deps;

  /** What is being bought and for how much, decided here from the cart or the plan, never from the client. */
  async function purchaseOf(caller: Caller, input: InitiatePayment) {
    const claimedKobo = nairaToKobo(input.amount);
    if (input.paymentType === 'product') {
      const lines = await cart.lines(caller, input.userId);
      if (lines.length === 0) throw new AppError('CONFLICT', PAYMENTS_TEXT.cartEmpty);
      if (lines.some((l) => !l.onSale)) throw new AppError('CONFLICT', PAYMENTS_TEXT.notOnSale);
      const snapshot: ProductSnapshot = {
        kind: 'product',
        items: lines.map((l) => ({
          productId: l.productId,
          productName: l.unit ? `${l.name} ${l.unit}` : l.name,
          marketName: l.marketName,
          quantity: l.quantity,
          unitPriceKobo: l.priceKobo,
        })),
      };
      const amountKobo = snapshot.items.reduce((sum, i) => sum + i.unitPriceKobo * i.quantity, 0);
      if (amountKobo !== claimedKobo) throw new AppError('CONFLICT', PAYMENTS_TEXT.cartChanged);
      return { amountKobo, snapshot: snapshot as PurchaseSnapshot, planId: null };
    }
    const plan = await subscriptions.planFor({ planId: input.subscriptionTypeId, priceKobo: claimedKobo });
    if (plan.priceKobo !== claimedKobo) throw new AppError('CONFLICT', PAYMENTS_TEXT.planPriceChanged);
    const snapshot: PurchaseSnapshot = {
      kind: 'subscription',
      planId: plan.id,
      planName: plan.name,
      durationSeconds: plan.durationSeconds,
    };
    return { amountKobo: plan.priceKobo, snapshot, planId: plan.id };
  }

  /**
   * Starts a checkout: stores a pending payment of the amount the server decided, with a snapshot
   * of what it buys (the order is made from this, so a cart edited during payment cannot change
   * what was paid for), and asks the provider for its page. An earlier unpaid checkout of the
   * same kind gives way to this one.
   */
  async function initiate(caller: Caller, input: InitiatePayment): Promise<PaymentInitiated> {
    checkOwner(
      caller.id,
      input.userId,
      () => new AppError('FORBIDDEN', /*i18n*/ { id: 'You can only pay for your own cart.' }),
    );
    const { amountKobo, snapshot, planId } = await purchaseOf(caller, input);
    const now = clock.now();
    const reference = newReference();
    const product = input.paymentType === 'product';
    const row = await repo.transaction(async (q) => {
      await q.supersedePending(caller.id, input.paymentType, now);
      return q.insert({
        id: uuidv7(),
        reference,
        userId: caller.id,
        email: input.email,
        kind: input.paymentType,
        provider: provider.name,
        amountKobo,
        snapshot,
        planId,
        billingAddress: product ? input.billingAddress : null,
        shippingAddress: product ? input.shippingAddress : null,
        createdAt: now,
        updatedAt: now,
      });
    });
    const callback = new URL('/payment-success', publicUrl);
    callback.search = new URLSearchParams({
      paymenttype: input.paymentType,
      amount: String(koboToNaira(amountKobo)),
    }).toString();
    try {
      const { authorizationUrl } = await provider.initialize({
        reference,
        amountKobo,
        email: input.email,
        callbackUrl: callback.toString(),
        metadata: { userId: caller.id, paymentType: input.paymentType, paymentId: row.id },
      });
      return { data: { authorization_url: authorizationUrl, reference } };
    } catch (err) {
      log.error({ err, reference }, 'payments: the provider refused to start a payment');
      await repo.update(row.id, { state: 'failed', updatedAt: clock.now() });
      throw new AppError('BAD_GATEWAY', { id: PAYMENT_MESSAGES.initiateFailed });
    }
  }

  async function askProvider(reference: string): Promise<ProviderVerification> {
    try {
      return await provider.verify(reference);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      log.warn({ err, reference }, 'payments: the provider could not verify');
      throw new AppError('BAD_GATEWAY', PAYMENTS_TEXT.providerDown);
    }
  }

  /** Why a reported payment does not match ours, or undefined when it does (kobo and naira, exactly). */
  function mismatchOf(row: PaymentRow, remote: ProviderVerification): string | undefined {
    if (remote.currency !== row.currency)
      return `The provider reported currency ${remote.currency}, expected ${row.currency}.`;
    if (remote.amountKobo !== row.amountKobo) {
      return `The provider reported ${remote.amountKobo} kobo, expected ${row.amountKobo} kobo.`;
    }
    return undefined;
  }

  /**
   * The one way a payment's outcome is decided, used by the callback, the webhook and the
   * reconciliation job alike. The provider is asked first (outside any lock); then, with the
   * payment locked, a payment already decided is returned as it is (so ten verifications and ten
   * webhooks make one order), and a success of exactly our amount in naira is applied in ONE
   * transaction with what it buys. A later failure report never undoes a success.
   */
  async function settle(reference: string): Promise<PaymentRow> {
    const before = await repo.byReference(reference);
    if (!before) throw new AppError('NOT_FOUND', PAYMENTS_TEXT.notFound);
    if (isFinal(before)) return before;
    const remote = await askProvider(reference);
    const { row, mailIds } = await repo.transaction(async (q, tx) => {
      const locked = (await q.lockByReference(reference))!;
      if (isFinal(locked)) return { row: locked, mailIds: [] as string[] };
      const now = clock.now();
      if (remote.status === 'success' && locked.state === 'superseded') {
        // The shopper paid a checkout they had replaced (an old tab, the provider's page kept open).
        // One basket is bought once: this payment buys nothing and is refunded in full, and the
        // shopper is told why. Whatever the newer checkout does, it stands on its own.
        log.warn({ reference }, 'payments: a superseded checkout was paid; refunding it');
        const paid = await q.update(locked.id, {
          paidAt: remote.paidAt ?? now,
          channel: remote.channel,
          lastCheckedAt: now,
          refundRequestedAt: now,
          updatedAt: now,
        });
        const email = paymentEmails.supersededRefund(
          await languageOfUser(tx, paid.userId),
          reference,
          paid.amountKobo,
          new URL('/cart', publicUrl).toString(),
        );
        return { row: paid, mailIds: [await mail.write(tx, paid.email, email)] };
      }
      if (remote.status === 'success') {
        const mismatch = mismatchOf(locked, remote);
        if (mismatch) {
          log.error({ reference, mismatch }, 'payments: a payment was flagged for an admin');
          const flagged = await q.update(locked.id, {
            state: 'flagged',
            flagReason: mismatch,
            paidAt: remote.paidAt,
            channel: remote.channel,
            lastCheckedAt: now,
            updatedAt: now,
          });
          return { row: flagged, mailIds: [] as string[] };
        }
        const paid = await q.update(locked.id, {
          state: 'success',
          paidAt: remote.paidAt ?? now,
          channel: remote.channel,
          lastCheckedAt: now,
          updatedAt: now,
        });
        return { row: paid, mailIds: await fulfil(tx, paid) };
      }
      // Not paid (yet): a failure or abandonment is recorded, but a superseded checkout stays superseded.
      const state = remote.status === 'pending' || locked.state === 'superseded' ? locked.state : remote.status;
      return { row: await q.update(locked.id, { state, lastCheckedAt: now, updatedAt: now }), mailIds: [] as string[] };
    });
    await mail.dispatch(mailIds);
    if (row.state === 'superseded' && row.refundRequestedAt && !row.refundedAt) await queueRefund(row.id);
    return row;
  }

  /** Queues the refund requested in a transaction that has committed; one job per payment. */
  const queueRefund = (paymentId: string) => jobs.send(PAYMENT_JOBS.refund, { paymentId }, { singletonKey: paymentId });

  /**
   * The sandbox's page stands in for the provider's, but it runs on our server: its checkout (the
   * payer's e-mail, the amount) is the payer's alone. Anyone else, and a checkout that is not the
   * sandbox's, is not found.
   */
  async function ownCheckout(caller: Caller, reference: string): Promise<void> {
    const row = sandbox && (await repo.ownByReference(reference, caller.id));
    if (!row || !(await sandbox.checkout(reference))) throw new AppError('NOT_FOUND', PAYMENTS_TEXT.noCheckout);
  }

  /** Applies what a verified payment bought, inside its transaction. */
  async function fulfil(tx: Db, paid: PaymentRow): Promise<string[]> {
    const snapshot = paid.snapshot;
    if (snapshot.kind === 'product') return orders.createInTransaction(tx, paid);
    await subscriptions.activateInTransaction(tx, {
      paymentId: paid.id,
      userId: paid.userId,
      planId: snapshot.planId,
      amountKobo: paid.amountKobo,
      durationSeconds: snapshot.durationSeconds,
    });
    return [];
  }

  /** The caller's payment by reference (an admin's: anyone's); another shopper's is not found. */
  async function ownPayment(caller: Caller, reference: string): Promise<PaymentRow> {
    const row = await repo.ownByReference(reference, ownerScopeOf(caller));
    if (!row) throw new AppError('NOT_FOUND', PAYMENTS_TEXT.notFound);
    return row;
  }

  async function verificationOf(row: PaymentRow): Promise<Said<PaymentVerification>> {
    const success = row.state === 'success';
    const orderId = success && row.kind === 'product' ? ((await orders.orderIdOf(row.id)) ?? null) : null;
    const bought =
      success && row.kind === 'subscription' ? await subscriptions.boughtBy(row.id, row.reference) : undefined;
    return {
      reference: row.reference,
      status: row.state,
      paymentType: row.kind,
      amount: koboToNaira(row.amountKobo),
      message: row.state === 'superseded' && row.paidAt ? SUPERSEDED_PAID_MESSAGE : OUTCOME_MESSAGES[row.state],
      refunding: row.refundRequestedAt !== null,
      orderId,
      subscriptionEndsAt: bought?.endsAt ?? null,
    };
  }

  /** The provider told us something happened: settle it soon, and only once per event. */
  async function receiveWebhook(
    providerName: string,
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<void> {
    if (providerName !== provider.name) throw new AppError('NOT_FOUND', PAYMENTS_TEXT.unknownProvider);
    let event;
    try {
      event = provider.parseWebhook(rawBody, headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError) throw new AppError('UNAUTHORIZED', PAYMENTS_TEXT.badSignature);
      throw err;
    }
    const fresh = await repo.recordEvent({
      id: uuidv7(),
      provider: provider.name,
      eventId: event.id,
      reference: event.reference,
      event: event.event,
      receivedAt: clock.now(),
    });
    // The event's own claims are not trusted: settling asks the provider.
    if (fresh) await jobs.send(PAYMENT_JOBS.settle, { reference: event.reference });
  }

  /**
   * The payment the caller's claim is about: the one named, or their newest of that kind. It is
   * settled if still open; anything but a success is a 402.
   */
  async function claim(caller: Caller, kind: PaymentRow['kind'], by: { reference?: string; planId?: string }) {
    const row = by.reference
      ? await repo.ownByReference(by.reference, caller.id)
      : await repo.latestOf(caller.id, kind, by.planId);
    if (!row || row.kind !== kind) {
      throw new AppError('PAYMENT_REQUIRED', PAYMENTS_TEXT.paymentRequired);
    }
    const settled = isFinal(row) ? row : await settle(row.reference);
    if (settled.state !== 'success') throw new AppError('PAYMENT_REQUIRED', PAYMENTS_TEXT.paymentRequired);
    return settled;
  }

  function toTransaction(row: PaymentRow): PaymentTransaction {
    return {
      id: row.id,
      userId: row.userId,
      email: row.email,
      amount: koboToNaira(row.amountKobo),
      transactionReference: row.reference,
      status: row.state === 'success',
      state: row.state,
      flagReason: row.flagReason,
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      paymentType: row.kind,
      billingAddress: row.billingAddress,
      shippingAddress: row.shippingAddress,
      refundedAmount: row.refundedKobo === null ? null : koboToNaira(row.refundedKobo),
    };
  }

  /** Sends a requested refund to the provider once; a refund already made is not made again. */
  async function refund(paymentId: string): Promise<void> {
    const row = await repo.byId(paymentId);
    if (!row?.refundRequestedAt || row.refundedAt) return;
    await provider.refund(row.reference, row.amountKobo);
    await repo.update(row.id, { refundedAt: clock.now(), refundedKobo: row.amountKobo, updatedAt: clock.now() });
  }

  return {
    initiate,
    settle,

    /** The success page's question: settles the caller's payment (if still open) and says how it stands. */
    async verify(caller: Caller, reference: string): Promise<Said<PaymentVerification>> {
      const row = await ownPayment(caller, reference);
      return verificationOf(isFinal(row) ? row : await settle(row.reference));
    },

    receiveWebhook,

    /** The settle job: a reference we never issued is ignored. */
    async settleQuietly(reference: string): Promise<void> {
      if (await repo.byReference(reference)) await settle(reference);
    },

    /**
     * The reconciliation job: open payments older than 10 minutes are verified again (a webhook
     * may never have come), and so are replaced checkouts for a day (paid all the same, they are
     * refunded); open ones past 24 hours are abandoned, refunds that did not go through are tried again.
     */
    async reconcile(): Promise<{ checked: number; abandoned: number; refunds: number }> {
      const now = clock.now().getTime();
      const due = await repo.openStartedBefore(new Date(now - RECHECK_AFTER_MS), new Date(now - ABANDON_AFTER_MS), 200);
      for (const row of due) {
        try {
          await settle(row.reference);
        } catch (err) {
          log.warn({ err, reference: row.reference }, 'payments: reconciliation could not settle a payment');
        }
      }
      const abandoned = await repo.abandonStartedBefore(new Date(now - ABANDON_AFTER_MS), clock.now());
      const refunds = await repo.refundsDue(new Date(now - RECHECK_AFTER_MS), 100);
      for (const row of refunds) await queueRefund(row.id);
      return { checked: due.length, abandoned, refunds: refunds.length };
    },

    /** Every payment, newest first, for the admin. */
    async transactions(query: TransactionQuery) {
      const { rows, total } = await repo.list({
        state: query.status,
        kind: query.paymentType,
        page: query.page,
        pageSize: query.pageSize,
      });
      return toPage(rows.map(toTransaction), { page: query.page, pageSize: query.pageSize, total });
    },

    claim,

    /** The spec's "add subscription" calls: the subscription the caller's verified payment bought, or 402. */
    async claimSubscription(caller: Caller, body: ClaimSubscription, pathUserId?: string): Promise<UserSubscription> {
      const userId = pathUserId ?? body.userId;
      checkOwner(
        caller.id,
        userId,
        () => new AppError('FORBIDDEN', /*i18n*/ { id: 'You can only subscribe for yourself.' }),
      );
      const paid = await claim(caller, 'subscription', { reference: body.reference, planId: body.subscriptionTypeId });
      const bought = await subscriptions.boughtBy(paid.id, paid.reference);
      if (!bought) throw new AppError('PAYMENT_REQUIRED', PAYMENTS_TEXT.paymentRequired);
      return bought;
    },

    /** Marks a paid payment for refund inside the caller's transaction (an order being canceled). */
    async requestRefundInTransaction(tx: Db, paymentId: string): Promise<void> {
      await repo.within(tx).requestRefund(paymentId, clock.now());
    },

    queueRefund,

    refund,

    /** The sandbox's hosted page: what is being paid, shown to the payer only. */
    async sandboxCheckout(caller: Caller, reference: string): Promise<SandboxCheckout> {
      await ownCheckout(caller, reference);
      const row = (await sandbox!.checkout(reference))!;
      return { reference: row.reference, amount: koboToNaira(row.amountKobo), email: row.email, status: row.state };
    },

    /** Pay, Decline or Cancel on the sandbox page; the webhook follows, and the browser goes to our callback. */
    async sandboxAct(caller: Caller, reference: string, action: SandboxAction): Promise<{ redirectUrl: string }> {
      await ownCheckout(caller, reference);
      const outcome = action === 'pay' ? 'success' : action === 'decline' ? 'failed' : 'abandoned';
      const row = await sandbox!.settle(reference, outcome);
      if (!row) throw new AppError('CONFLICT', PAYMENTS_TEXT.checkoutClosed);
      if (outcome !== 'abandoned') await jobs.send(PAYMENT_JOBS.sandboxWebhook, { reference });
      // Back to our own callback on this site (a path, so the shopper stays on the origin they use).
      const url = new URL(row.callbackUrl);
      url.searchParams.set('trxref', reference);
      url.searchParams.set('reference', reference);
      return { redirectUrl: `${url.pathname}${url.search}` };
    },

    /** The sandbox job: delivers the signed webhook of a checkout's outcome, as Paystack would. */
    async deliverSandboxWebhook(reference: string): Promise<void> {
      const row = sandbox && (await sandbox.checkout(reference));
      if (!row || row.state === 'pending') return;
      const { rawBody, headers } = sandbox.webhookFor(row);
      await receiveWebhook('sandbox', rawBody, headers);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
