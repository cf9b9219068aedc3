import type { ContactMessage } from '../../../contract/contact.js';
import type { DevMail } from '../../../contract/mail.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import type { JobQueue } from '../../lib/jobs.js';
import type { Db } from '../../db/client.js';
import type { MailQueries, MailRepository, OutboxRow } from './mail.repository.js';
import { type MailContent, templates } from './mail.templates.js';
import type { MailTransport } from './mail.transport.js';

export const MAIL_JOBS = {
  /** Payload `{ id }`: the outbox row to send. */
  deliver: 'mail.deliver',
  /** Scheduled; no payload. */
  dropOldBodies: 'mail.drop-old-bodies',
} as const;

/** Bodies of sent e-mails (sign-in links, personal words) are dropped after this long. */
const SENT_BODY_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** One try plus the job queue's five retries. */
const MAX_ATTEMPTS = 6;

/**
 * How long one delivery holds an e-mail: far longer than a send takes, and shorter than the 15
 * minutes after which pg-boss retries a job whose process died mid-send, so that retry finds it free.
 */
const CLAIM_MS = 10 * 60 * 1000;

/** A web link inside an e-mail's text. */
export const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;

function toDevMail(row: OutboxRow): DevMail {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    text: row.textBody,
    links: row.textBody.match(LINK_PATTERN) ?? [],
  };
}

export interface MailServiceDeps {
  repo: MailRepository;
  transport: MailTransport;
  jobs: JobQueue;
  clock: Clock;
  from: string;
  supportAddress: string;
}

/** Writes each message to the outbox first, then a job delivers it (with retries). */
export function createMailService({ repo, transport, jobs, clock, from, supportAddress }: MailServiceDeps) {
  /** Puts one e-mail into the outbox through `q` (the pool's queries, or a transaction's); answers its id. */
  async function insert(q: MailQueries, to: string, content: MailContent): Promise<string> {
    const id = uuidv7();
    await q.insert({
      id,
      toAddress: to,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      kind: content.kind,
      createdAt: clock.now(),
    });
    return id;
  }

  /**
   * Writes one e-mail into the outbox inside the caller's transaction (`tx`), so the e-mail exists
   * exactly when the change it reports does. After the commit, `dispatch` its id; if the process
   * stops first, start-up queues every pending e-mail again.
   */
  const write = (tx: Db, to: string, content: MailContent): Promise<string> => insert(repo.within(tx), to, content);

  /** Queues delivery of e-mails written by `write`, once their transaction has committed. */
  async function dispatch(ids: string[]): Promise<void> {
    for (const id of ids) await jobs.send(MAIL_JOBS.deliver, { id }, { singletonKey: id });
  }

  /** Queues one e-mail for delivery, on its own; returns its outbox id. */
  async function queue(to: string, content: MailContent): Promise<string> {
    const id = await insert(repo, to, content);
    await dispatch([id]);
    return id;
  }

  /**
   * Sends one queued message; a message already sent is not sent again. An e-mail may have several
   * delivery jobs (each instance's start queues pending mail again): the delivery that claims it
   * sends it, and one that finds it sent, failed or claimed by another has nothing to do.
   */
  async function deliver(id: string): Promise<void> {
    const now = clock.now();
    const row = await repo.claim(id, now, new Date(now.getTime() + CLAIM_MS));
    if (!row) return;
    try {
      await transport.send({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
    } catch (err) {
      await repo.markAttemptFailed(id, err instanceof Error ? err.message : String(err), MAX_ATTEMPTS);
      throw err;
    }
    await repo.markSent(id, clock.now());
  }

  /** Queues delivery again for messages still pending (after a crash between write and send). */
  async function requeuePending(): Promise<number> {
    const ids = await repo.listPendingIds();
    for (const id of ids) await jobs.send(MAIL_JOBS.deliver, { id }, { singletonKey: id });
    return ids.length;
  }

  /** Stores a contact-form message and mails it to the support address. */
  async function submitContact(message: ContactMessage): Promise<void> {
    await repo.insertContact({ id: uuidv7(), ...message, createdAt: clock.now() });
    await queue(supportAddress, templates.contact(message));
  }

  /** The newest sent and queued e-mails, for the development mailbox. */
  async function devMailbox(limit = 100): Promise<DevMail[]> {
    return (await repo.listRecent(limit)).map(toDevMail);
  }

  /** The scheduled retention: empties the bodies of e-mails sent over 30 days ago. */
  async function dropOldBodies(): Promise<number> {
    return repo.dropBodiesSentBefore(new Date(clock.now().getTime() - SENT_BODY_RETENTION_MS));
  }

  /** Lets go of the transport's pooled connections (at shutdown). */
  const close = () => transport.close?.();

  return { write, dispatch, queue, deliver, requeuePending, submitContact, devMailbox, dropOldBodies, close };
}

export type MailService = ReturnType<typeof createMailService>;
