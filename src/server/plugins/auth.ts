import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role, UserProfile } from '../../contract/accounts.js';
import { AppError } from '../lib/app-error.js';

const NEED_LOGIN = /*i18n*/ { id: 'You need to log in to do this.' };

/** The signed-in person making a request, as resolved from a bearer token of a live login. */
export interface Caller {
  id: string;
  role: Role;
  name: string;
  /** The login (refresh-token family) the token belongs to. */
  sessionId: string;
  /** The caller's own profile, read with the auth check (so "my profile" needs no second read). */
  profile: UserProfile;
}

export interface AuthOptions {
  /** Turns a bearer token into its caller, or throws a 401 AppError. */
  resolve(token: string): Promise<Caller>;
}

/**
 * The caller of a route guarded by `app.requireUser` or `app.requireAdmin`. A route that forgot
 * its guard answers 401 rather than running without a caller.
 */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new AppError('UNAUTHORIZED', NEED_LOGIN);
  return request.caller;
}

/** The caller of a route guarded by `app.optionalUser`: undefined for a visitor. */
export const optionalCallerOf = (request: FastifyRequest): Caller | undefined => request.caller ?? undefined;

/** Stands for "rows of every owner": only an admin's scope is this. */
export const ANY_OWNER = Symbol('any owner');
export type OwnerScope = string | typeof ANY_OWNER;

/**
 * Whose rows a caller may reach: their own, or everyone's for an admin. Repositories take this
 * scope and match it in the query, and a row outside it is answered 404 like a missing one
 * (see docs/adding-a-domain.md).
 */
export const ownerScopeOf = (caller: Caller): OwnerScope => (caller.role === 'admin' ? ANY_OWNER : caller.id);

/**
 * The ownership check of an owner id in hand (a path's or body's `userId`): passes when none is
 * named or `scope` reaches it, otherwise throws `refusal()` (404 as for a missing row; 403 where
 * the spec says so). A row is checked in its query instead, with `ownedBy` (db/ownership.ts).
 * The scope is `ownerScopeOf(caller)` where an admin may reach everyone's, `caller.id` where not.
 */
export function checkOwner(scope: OwnerScope, ownerId: string | undefined, refusal: () => AppError): void {
  if (ownerId !== undefined && scope !== ANY_OWNER && scope !== ownerId) throw refusal();
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of a live login is sent. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: as requireUser, and 403 unless the caller is an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler: as requireUser, then 403 unless the caller is a moderator or an admin. */
    requireModerator(request: FastifyRequest): Promise<void>;
    /** preHandler: reads the caller when a bearer token is sent; a bad token is still a 401. */
    optionalUser(request: FastifyRequest): Promise<void>;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new AppError('UNAUTHORIZED', /*i18n*/ { id: 'The Authorization header must be "Bearer <token>".' });
  return match[1];
}

/** Bearer-token authentication for routes that opt in through the preHandlers it adds. */
export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, opts) => {
    app.decorateRequest('caller', null);

    async function optionalUser(request: FastifyRequest) {
      const token = bearerOf(request);
      if (token) request.caller = await opts.resolve(token);
    }

    async function requireUser(request: FastifyRequest) {
      await optionalUser(request);
      if (!request.caller) throw new AppError('UNAUTHORIZED', NEED_LOGIN);
    }

    app.decorate('optionalUser', optionalUser);
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.caller?.role !== 'admin')
        throw new AppError('FORBIDDEN', /*i18n*/ { id: "You don't have admin rights." });
    });
    app.decorate('requireModerator', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.caller?.role !== 'admin' && request.caller?.role !== 'moderator')
        throw new AppError('FORBIDDEN', /*i18n*/ { id: 'Only moderators and admins can do this.' });
    });
  },
  { name: 'auth' },
);
