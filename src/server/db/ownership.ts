import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ANY_OWNER, type OwnerScope } from '../plugins/auth.js';

/**
 * The ownership condition of a query: `owner = scope`, or nothing for an admin's scope. Used with
 * the row's own condition, e.g. `and(eq(order.id, id), ownedBy(order.userId, scope))`, so a row
 * of someone else is simply not found.
 */
export const ownedBy = (ownerColumn: AnyPgColumn, scope: OwnerScope): SQL | undefined =>
  scope === ANY_OWNER ? undefined : eq(ownerColumn, scope);
