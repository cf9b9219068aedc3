import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from '../../db/client.js';
import { withTransactions } from '../../db/transactional.js';
import { ownedBy } from '../../db/ownership.js';
import type { OwnerScope } from '../../plugins/auth.js';
import { accountToken, appUser, refreshToken, signupRequest } from './accounts.tables.js';

export type UserRow = typeof appUser.$inferSelect;
export type RefreshRow = typeof refreshToken.$inferSelect;
export type AccountTokenRow = typeof accountToken.$inferSelect;
export type SignupRequestRow = typeof signupRequest.$inferSelect;

/** What a signed-in request needs of its user: the profile, never the password hash. */
const profileColumns = {
  id: appUser.id,
  firstName: appUser.firstName,
  lastName: appUser.lastName,
  email: appUser.email,
  userName: appUser.userName,
  role: appUser.role,
  pendingEmail: appUser.pendingEmail,
  language: appUser.language,
};
export type ProfileRow = Pick<UserRow, keyof typeof profileColumns>;

const lower = (column: typeof appUser.email | typeof appUser.userName, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/** Is this a unique-constraint violation (Postgres code 23505), on either driver? */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function queries(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(appUser).where(eq(appUser.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(appUser).where(lower(appUser.email, email));
      return row;
    },

    /** A login name is a username or an e-mail address. */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(appUser)
        .where(or(lower(appUser.userName, login), lower(appUser.email, login)))
        .limit(1);
      return row;
    },

    /** The text with its case folded as the database folds it (lower()), for keys that must match its lookups. */
    async foldCase(text: string): Promise<string> {
      const [row] = await queryRows<{ folded: string }>(db, sql`select lower(${text}) as folded`);
      return row!.folded;
    },

    async findByUserName(userName: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(appUser).where(lower(appUser.userName, userName));
      return row;
    },

    async insertUser(row: typeof appUser.$inferInsert): Promise<void> {
      await db.insert(appUser).values(row);
    },

    async updateUser(id: string, changes: Partial<typeof appUser.$inferInsert>): Promise<void> {
      await db.update(appUser).set(changes).where(eq(appUser.id, id));
    },

    async countUsers(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(appUser);
      return row?.n ?? 0;
    },

    /**
     * How many users there are, for paging the admins' list: exact while the table is small; past
     * 10,000 rows the planner's estimate (kept by autovacuum), so a page does not pay for a full count.
     */
    async countUsersForListing(): Promise<number> {
      const [estimate] = await queryRows<{ n: number }>(
        db,
        sql`select greatest(reltuples, 0)::bigint::int as n from pg_class where oid = 'app_user'::regclass`,
      );
      if ((estimate?.n ?? 0) >= 10_000) return estimate!.n;
      const [row] = await db.select({ n: count() }).from(appUser);
      return row?.n ?? 0;
    },

    /**
     * Deletes what no login can use any more: tokens of logins past their lifetime, whole logins
     * revoked before `revokedBefore` (kept a while so a replayed token still finds its revoked
     * login), and e-mailed codes expired before `revokedBefore`.
     */
    async purgeDeadTokens(now: Date, revokedBefore: Date): Promise<number> {
      const expired = await db
        .delete(refreshToken)
        .where(lt(refreshToken.expiresAt, now))
        .returning({ id: refreshToken.id });
      const revoked = await db
        .delete(refreshToken)
        .where(
          inArray(
            refreshToken.familyId,
            db
              .selectDistinct({ familyId: refreshToken.familyId })
              .from(refreshToken)
              .where(lt(refreshToken.revokedAt, revokedBefore)),
          ),
        )
        .returning({ id: refreshToken.id });
      const codes = await db
        .delete(accountToken)
        .where(lt(accountToken.expiresAt, revokedBefore))
        .returning({ id: accountToken.id });
      return expired.length + revoked.length + codes.length;
    },

    async listUsers(limit: number, offset: number): Promise<UserRow[]> {
      return db.select().from(appUser).orderBy(asc(appUser.createdAt), asc(appUser.id)).limit(limit).offset(offset);
    },

    async insertRefresh(row: typeof refreshToken.$inferInsert): Promise<void> {
      await db.insert(refreshToken).values(row);
    },

    async findRefreshByHash(tokenHash: string): Promise<RefreshRow | undefined> {
      const [row] = await db.select().from(refreshToken).where(eq(refreshToken.tokenHash, tokenHash));
      return row;
    },

    /** A refresh token of one owner (see ownerScopeOf): someone else's is not found. */
    async findOwnRefreshByHash(tokenHash: string, scope: OwnerScope): Promise<RefreshRow | undefined> {
      const [row] = await db
        .select()
        .from(refreshToken)
        .where(and(eq(refreshToken.tokenHash, tokenHash), ownedBy(refreshToken.userId, scope)));
      return row;
    },

    /** Retires a refresh token; false when another request retired it first. */
    async markRefreshUsed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(refreshToken)
        .set({ usedAt: at })
        .where(and(eq(refreshToken.id, id), isNull(refreshToken.usedAt), isNull(refreshToken.revokedAt)))
        .returning({ id: refreshToken.id });
      return rows.length === 1;
    },

    async revokeFamily(familyId: string, at: Date): Promise<void> {
      await db
        .update(refreshToken)
        .set({ revokedAt: at })
        .where(and(eq(refreshToken.familyId, familyId), isNull(refreshToken.revokedAt)));
    },

    async revokeAllOfUser(userId: string, at: Date): Promise<void> {
      await db
        .update(refreshToken)
        .set({ revokedAt: at })
        .where(and(eq(refreshToken.userId, userId), isNull(refreshToken.revokedAt)));
    },

    /**
     * The user of a live login, or undefined. A login is dead once any of its tokens is revoked
     * (so a token added by a refresh racing the revocation does not revive it) or past its
     * absolute lifetime.
     */
    async findUserOfLiveSession(familyId: string, now: Date): Promise<ProfileRow | undefined> {
      const revoked = alias(refreshToken, 'revoked');
      const [row] = await db
        .select({ user: profileColumns })
        .from(refreshToken)
        .innerJoin(appUser, eq(appUser.id, refreshToken.userId))
        .where(
          and(
            eq(refreshToken.familyId, familyId),
            gt(refreshToken.expiresAt, now),
            sql`not exists (${db
              .select({ one: sql`1` })
              .from(revoked)
              .where(and(eq(revoked.familyId, familyId), isNotNull(revoked.revokedAt)))})`,
          ),
        )
        .limit(1);
      return row?.user;
    },

    async isFamilyRevoked(familyId: string): Promise<boolean> {
      const rows = await db
        .select({ id: refreshToken.id })
        .from(refreshToken)
        .where(and(eq(refreshToken.familyId, familyId), isNotNull(refreshToken.revokedAt)))
        .limit(1);
      return rows.length > 0;
    },

    async insertSignupRequest(row: typeof signupRequest.$inferInsert): Promise<void> {
      await db.insert(signupRequest).values(row);
    },

    /** Takes a waiting sign-up: reads and deletes it at once, so a retried job finds nothing to redo. */
    async takeSignupRequest(id: string): Promise<SignupRequestRow | undefined> {
      const [row] = await db.delete(signupRequest).where(eq(signupRequest.id, id)).returning();
      return row;
    },

    /** Deletes sign-ups whose job never ran (e.g. it failed for good) once they are older than `before`. */
    async deleteSignupRequestsBefore(before: Date): Promise<number> {
      const rows = await db
        .delete(signupRequest)
        .where(lt(signupRequest.createdAt, before))
        .returning({ id: signupRequest.id });
      return rows.length;
    },

    async insertAccountToken(row: typeof accountToken.$inferInsert): Promise<void> {
      await db.insert(accountToken).values(row);
    },

    async findAccountToken(purpose: 'confirm' | 'reset', tokenHash: string): Promise<AccountTokenRow | undefined> {
      const [row] = await db
        .select()
        .from(accountToken)
        .where(and(eq(accountToken.purpose, purpose), eq(accountToken.tokenHash, tokenHash)));
      return row;
    },

    /** Uses a single-use token; false when it was already used. */
    async useAccountToken(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(accountToken)
        .set({ usedAt: at })
        .where(and(eq(accountToken.id, id), isNull(accountToken.usedAt)))
        .returning({ id: accountToken.id });
      return rows.length === 1;
    },

    /** Retires every unused token of one purpose, so only the newest link works. */
    async retireAccountTokens(userId: string, purpose: 'confirm' | 'reset', at: Date): Promise<void> {
      await db
        .update(accountToken)
        .set({ usedAt: at })
        .where(and(eq(accountToken.userId, userId), eq(accountToken.purpose, purpose), isNull(accountToken.usedAt)));
    },
  };
}

export type AccountsQueries = ReturnType<typeof queries>;

export const createAccountsRepository = (db: Db) => withTransactions(db, queries);

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
