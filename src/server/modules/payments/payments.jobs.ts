import type { JobQueue } from '../../lib/jobs.js';
import { PAYMENT_JOBS, type PaymentsService } from './payments.service.js';

/** Every 5 minutes: payments still open are asked about again, refunds that did not go through are retried. */
const RECONCILE_CRON = '*/5 * * * *';

/** The jobs of payments: settling after a webhook, refunds, the sandbox's webhooks, and reconciliation. */
export function registerPaymentsJobs(jobs: JobQueue, payments: PaymentsService): void {
  jobs.work<{ reference: string }>(PAYMENT_JOBS.settle, ({ reference }) => payments.settleQuietly(reference));
  jobs.work<{ paymentId: string }>(PAYMENT_JOBS.refund, ({ paymentId }) => payments.refund(paymentId));
  jobs.work<{ reference: string }>(PAYMENT_JOBS.sandboxWebhook, ({ reference }) =>
    payments.deliverSandboxWebhook(reference),
  );
  jobs.work(PAYMENT_JOBS.reconcile, async () => {
    await payments.reconcile();
  });
  jobs.schedule(PAYMENT_JOBS.reconcile, RECONCILE_CRON);
}
