import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../contract/languages.js';
import { createdAt, id, timestampTz, updatedAt } from '../../db/columns.js';

/** Who a person is, as sign-up takes it: the sign-up request holds it until it becomes the account. */
const person = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  userName: text('user_name').notNull(),
  passwordHash: text('password_hash').notNull(),
});

const role = () => text('role', { enum: ['user', 'admin', 'moderator'] }).notNull();

/** The language a person reads Kasuwa in (decision record 019): their e-mails are in it. */
const language = () => text('language', { enum: LOCALES });

/** A person who can sign in: a shopper ('user') or an admin. */
export const appUser = pgTable(
  'app_user',
  {
    id: id(),
    ...person(),
    role: role().default('user'),
    emailConfirmedAt: timestampTz('email_confirmed_at'),
    /** A new address waiting for confirmation; the current one stays until then. */
    pendingEmail: text('pending_email'),
    /** Chosen in the app, or the one of the sign-up (or first login); none: e-mails in English. */
    language: language(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('app_user_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('app_user_user_name_key').on(sql`lower(${t.userName})`),
    // The admins' user list reads in this order, a page at a time.
    index('app_user_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * One refresh token of a login. Tokens of one login share a family; each refresh retires the
 * presented token and issues the next. Only a SHA-256 hash of the token is stored.
 */
export const refreshToken = pgTable(
  'refresh_token',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** End of the login's absolute lifetime (the same for the whole family). */
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    revokedAt: timestampTz('revoked_at'),
  },
  (t) => [
    uniqueIndex('refresh_token_hash_key').on(t.tokenHash),
    index('refresh_token_family_idx').on(t.familyId),
    index('refresh_token_user_idx').on(t.userId),
    // The live-login check asks "is any token of this login revoked?" on every signed-in request:
    // answered from this small index, however long the login's chain of refreshes.
    index('refresh_token_revoked_family_idx')
      .on(t.familyId)
      .where(sql`${t.revokedAt} is not null`),
    index('refresh_token_expires_idx').on(t.expiresAt),
  ],
);

/** Single-use codes sent by e-mail: address confirmation and password reset. Stored hashed. */
export const accountToken = pgTable(
  'account_token',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => appUser.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['confirm', 'reset'] }).notNull(),
    /** The address the code was sent to (for confirmation: the one it confirms). */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [
    uniqueIndex('account_token_hash_key').on(t.tokenHash),
    index('account_token_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * A sign-up waiting for its job. The request answers at once and the same way for every address;
 * the job then decides what to do and deletes the row. Kept here, not in the job's payload, so the
 * password hash never sits in the job queue's tables.
 */
export const signupRequest = pgTable(
  'signup_request',
  {
    id: id(),
    ...person(),
    role: role(),
    /** The language the sign-up was made in: the account's, and its confirmation e-mail's. */
    language: language(),
    createdAt: createdAt(),
  },
  (t) => [index('signup_request_created_idx').on(t.createdAt)],
);
