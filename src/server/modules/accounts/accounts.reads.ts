import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/arrays.js';
import type { Db } from '../../db/client.js';
import { appUser } from './accounts.tables.js';

/**
 * What other modules may read of accounts, called with their own `db` or transaction so the read
 * takes part in it (docs/adding-a-domain.md, "Reads"). Only accounts' tables are read here.
 */

/** Where to write to a user, and how to greet them. */
export interface Addressee {
  email: string;
  firstName: string;
}

/** The addressee of each user, by id (an unknown id is simply missing): one query for any number. */
export async function addresseesOf(db: Db, userIds: readonly string[]): Promise<Map<string, Addressee>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: appUser.id, email: appUser.email, firstName: appUser.firstName })
    .from(appUser)
    .where(sql`${appUser.id} = any(${pgArray([...new Set(userIds)], 'uuid')})`);
  return new Map(rows.map(({ id, ...addressee }) => [id, addressee]));
}
