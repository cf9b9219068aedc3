import type { JobQueue } from '../../lib/jobs.js';
import { MAIL_JOBS, type MailService } from './mail.service.js';

/** The jobs of mail: delivering one queued e-mail (payload: its outbox id). */
export function registerMailJobs(jobs: JobQueue, mail: MailService): void {
  jobs.work<{ id: string }>(MAIL_JOBS.deliver, ({ id }) => mail.deliver(id));
}
