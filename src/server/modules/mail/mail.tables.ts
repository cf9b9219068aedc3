import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz } from '../../db/columns.js';

/** Every e-mail the app sends, written before delivery so none is lost if the process stops. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Which template: confirm, reset, reactivate, signup-exists, email-change, contact. */
    kind: text('kind').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestampTz('sent_at'),
    /**
     * A delivery is sending it until then: another delivery job of the same e-mail (queued again at
     * an instance's start) leaves it alone. Cleared when the attempt ends.
     */
    claimedUntil: timestampTz('claimed_until'),
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    // Start-up looks for mail still to send: a small index of just those rows.
    index('mail_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_sent_idx').on(t.sentAt),
  ],
);

/** A message sent through the contact form. */
export const contactMessage = pgTable('contact_message', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject'),
  content: text('content').notNull(),
  createdAt: createdAt(),
});
