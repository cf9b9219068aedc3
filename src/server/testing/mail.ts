import type { Db } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import type { JobQueue } from '../lib/jobs.js';
import {
  createMailRepository,
  createMailService,
  type MailTransport,
  registerMailJobs,
} from '../modules/mail/index.js';

/**
 * The mail service alone on a database, with its own transport and job queue and its jobs declared
 * on that queue (nothing else of the app): mail's delivery tests and the mail bench.
 */
export function mailAlone(db: Db, transport: MailTransport, jobs: JobQueue) {
  const mail = createMailService({
    repo: createMailRepository(db),
    transport,
    jobs,
    clock: systemClock,
    from: 'Kasuwa <no-reply@kasuwa.test>',
    supportAddress: 'help@kasuwa.test',
  });
  registerMailJobs(jobs, mail);
  return mail;
}
