import { eq, sql } from 'drizzle-orm';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import { pgArray } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { appUser } from './accounts.tables.js';

/**
 * What other modules may read of accounts, called with their own `db` or transaction so the read
 * takes part in it (docs/adding-a-domain.md, "Reads"). Only accounts' tables are read here.
 */

/** Where to write to a user, how to greet them, and in which language (English when they have none). */
export interface Addressee {
  email: string;
  firstName: string;
  language: Locale;
}

/** The addressee of each user, by id (an unknown id is simply missing): one query for any number. */
export async function addresseesOf(db: Db, userIds: readonly string[]): Promise<Map<string, Addressee>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, email: appUser.email, firstName: appUser.firstName, language: appUser.language })
    .from(appUser)
    .where(sql`${appUser.id} = any(${pgArray([...new Set(userIds)], 'uuid')})`);
  return new Map(
    rows.map(({ id, language, ...addressee }) => [id, { ...addressee, language: language ?? SOURCE_LOCALE }]),
  );
}

/** The language to write to a user in (their e-mails): theirs, or English when they have none or are gone. */
export async function languageOfUser(db: Db, userId: string): Promise<Locale> {
  const [row] = await db.select({ language: appUser.language }).from(appUser).where(eq(appUser.id, userId));
  return row?.language ?? SOURCE_LOCALE;
}
