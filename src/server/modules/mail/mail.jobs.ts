import type { JobQueue } from '../../lib/jobs.js';
import { MAIL_JOBS, type MailService } from './mail.service.js';

/**
 * Delivery takes up to 50 e-mails a fetch and sends 10 at once over pooled SMTP connections: a
 * burst of 1,000 sign-ups is mailed within a minute instead of one e-mail a second.
 */
const DELIVERY = { batchSize: 50, concurrency: 10 };
/** Daily at 03:40 UTC (04:40 in Lagos): bodies of e-mails sent over 30 days ago are emptied. */
const DROP_OLD_BODIES_CRON = '40 3 * * *';

/** The jobs of mail: delivering one queued e-mail (payload: its outbox id), and the retention of bodies. */
export function registerMailJobs(jobs: JobQueue, mail: MailService): void {
  jobs.work<{ id: string }>(MAIL_JOBS.deliver, ({ id }) => mail.deliver(id), DELIVERY);
  jobs.work(MAIL_JOBS.dropOldBodies, async () => {
    await mail.dropOldBodies();
  });
  jobs.schedule(MAIL_JOBS.dropOldBodies, DROP_OLD_BODIES_CRON);
}
