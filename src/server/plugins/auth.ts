import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

export interface AuthCaller {
  id: string;
  role: 'user' | 'admin';
  name: string;
  sessionId: string;
}

export interface AuthOptions {
  /** Turns a bearer token into its caller, or throws a 401 AppError. */
  resolve(token: string): Promise<AuthCaller>;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: AuthCaller | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token of a live login is sent. */
    requireUser(request: FastifyRequest): Promise<void>;
    /** preHandler: as requireUser, and 403 unless the caller is an admin. */
    requireAdmin(request: FastifyRequest): Promise<void>;
    /** preHandler: reads the caller when a bearer token is sent; a bad token is still a 401. */
    optionalUser(request: FastifyRequest): Promise<void>;
  }
}

function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new AppError('UNAUTHORIZED', 'The Authorization header must be "Bearer <token>".');
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
      if (!request.caller) throw new AppError('UNAUTHORIZED', 'You need to log in to do this.');
    }

    app.decorate('optionalUser', optionalUser);
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.caller?.role !== 'admin') throw new AppError('FORBIDDEN', "You don't have admin rights.");
    });
  },
  { name: 'auth' },
);
