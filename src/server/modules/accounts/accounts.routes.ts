import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChangePasswordRequestSchema,
  ConfirmEmailQuerySchema,
  EditProfileRequestSchema,
  EmailQuerySchema,
  LoginAnswerSchema,
  LoginRequestSchema,
  LogoutRequestSchema,
  RefreshRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  TokenPairSchema,
  UserListSchema,
  ProfileSavedSchema,
  UserProfileSchema,
} from '../../../contract/accounts.js';
import { IdSchema, MessageSchema, PageQuerySchema, problemResponses as problems } from '../../../contract/common.js';
import { languageOfRequest } from '../../../contract/languages.js';
import { callerOf, optionalCallerOf } from '../../plugins/auth.js';
import { worded } from '../../plugins/language.js';
import type { AccountsService } from './accounts.service.js';

const bearer = [{ bearerAuth: [] }];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Every call of spec §7 Accounts, at its exact paths (the router ignores case: /api/User = /api/user). */
export const accountsRoutes =
  (accounts: AccountsService): FastifyPluginAsyncZod =>
  async (app) => {
    const perIp = (name: string, max: number, timeWindowMs: number) =>
      app.limit({ max, timeWindowMs, key: (req) => `${name}:ip:${req.ip}` });
    // Profile edits check a password and can mail a confirmation: 20 an hour per signed-in user.
    const perCaller = app.limit({
      max: 20,
      timeWindowMs: HOUR,
      key: (req) => `profile-edit:${req.caller?.id ?? req.ip}`,
    });

    app.post(
      '/api/user/register',
      {
        preHandler: [perIp('register', 20, HOUR), app.optionalUser],
        schema: {
          tags: ['accounts'],
          summary: 'Sign up (isAdmin only when an admin is signed in)',
          body: RegisterRequestSchema,
          response: { 202: MessageSchema, ...problems },
        },
      },
      async (request, reply) => {
        // The sign-up's language (the app's cookie, or the browser's) becomes the account's.
        const said = await accounts.register(
          request.body,
          optionalCallerOf(request),
          languageOfRequest(request.headers),
        );
        return reply.status(202).send(worded(request, said));
      },
    );

    app.post(
      '/api/user/authenticate',
      {
        // Per account and source too: the service counts wrong passwords (see LOGIN_FAILURES).
        preHandler: [perIp('login', 10, MINUTE)],
        schema: {
          tags: ['accounts'],
          summary: "Log in with username (or e-mail) and password; answers the account's language too",
          body: LoginRequestSchema,
          response: { 200: LoginAnswerSchema, ...problems },
        },
      },
      async (request) =>
        worded(request, await accounts.authenticate(request.body, request.ip, languageOfRequest(request.headers))),
    );

    app.post(
      '/api/user/refresh',
      {
        preHandler: [perIp('refresh', 30, MINUTE)],
        schema: {
          tags: ['accounts'],
          summary: 'Trade a refresh token for a new token pair (the old one is retired)',
          body: RefreshRequestSchema,
          response: { 200: TokenPairSchema, ...problems },
        },
      },
      async (request) => worded(request, await accounts.refresh(request.body.refreshToken)),
    );

    app.post(
      '/api/user/logout',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['accounts'],
          summary: 'End this login (with or without a body): its access and refresh tokens stop working; 204',
          security: bearer,
          body: LogoutRequestSchema,
          response: { 204: z.null().describe('No content'), ...problems },
        },
      },
      async (request, reply) => {
        await accounts.logout(callerOf(request), request.body?.refreshToken ?? undefined);
        return reply.status(204).send(null);
      },
    );

    app.get(
      '/api/user/user-profile',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['accounts'],
          summary: 'My profile',
          security: bearer,
          response: { 200: UserProfileSchema, ...problems },
        },
      },
      async (request) => accounts.profileOf(callerOf(request)),
    );

    app.put(
      '/api/user/user-profile',
      {
        preHandler: [app.requireUser, perCaller],
        schema: {
          tags: ['accounts'],
          summary: 'Edit my profile (names, username, e-mail, language)',
          security: bearer,
          body: EditProfileRequestSchema,
          response: { 200: ProfileSavedSchema, ...problems },
        },
      },
      async (request) => worded(request, await accounts.editProfile(callerOf(request), request.body)),
    );

    app.get(
      '/api/user/user-profile/:userId',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['accounts'],
          summary: "A user's profile (yours, or anyone's for an admin)",
          security: bearer,
          params: z.object({ userId: IdSchema }),
          response: { 200: UserProfileSchema, ...problems },
        },
      },
      async (request) => accounts.profileOf(callerOf(request), request.params.userId),
    );

    app.put(
      '/api/user/edit-profile',
      {
        preHandler: [app.requireUser, perCaller],
        schema: {
          tags: ['accounts'],
          summary: "Edit a user's profile (yours, or anyone's for an admin)",
          security: bearer,
          querystring: z.object({ userId: IdSchema }),
          body: EditProfileRequestSchema,
          response: { 200: ProfileSavedSchema, ...problems },
        },
      },
      async (request) =>
        worded(request, await accounts.editProfile(callerOf(request), request.body, request.query.userId)),
    );

    app.put(
      '/api/user/change-password',
      {
        preHandler: [app.requireUser, perCaller],
        schema: {
          tags: ['accounts'],
          summary: 'Change my password: every other login ends; this device gets a new token pair',
          security: bearer,
          body: ChangePasswordRequestSchema,
          response: { 200: TokenPairSchema, ...problems },
        },
      },
      async (request) => worded(request, await accounts.changePassword(callerOf(request), request.body)),
    );

    app.get(
      '/api/User',
      {
        preHandler: [app.requireAdmin],
        schema: {
          tags: ['accounts'],
          summary: 'All users (admins only)',
          security: bearer,
          querystring: PageQuerySchema,
          response: { 200: UserListSchema, ...problems },
        },
      },
      async (request) => accounts.listUsers(callerOf(request), request.query.page, request.query.pageSize),
    );

    app.post(
      '/api/user/confirm-email',
      {
        preHandler: [perIp('confirm', 20, MINUTE)],
        schema: {
          tags: ['accounts'],
          summary: 'Confirm an e-mail address with the token from the e-mailed link',
          querystring: ConfirmEmailQuerySchema,
          response: { 200: MessageSchema, ...problems },
        },
      },
      async (request) => worded(request, await accounts.confirmEmail(request.query.email, request.query.token)),
    );

    app.get(
      '/api/user/reactivation-email',
      {
        preHandler: [perIp('reactivate-ip', 20, HOUR)],
        schema: {
          tags: ['accounts'],
          summary: 'Send a new confirmation link (same answer whether or not the address has an account)',
          querystring: EmailQuerySchema,
          response: { 202: MessageSchema, ...problems },
        },
      },
      async (request, reply) =>
        reply.status(202).send(worded(request, await accounts.requestReactivation(request.query.email))),
    );

    app.post(
      '/api/User/send-reset-email/:email',
      {
        preHandler: [perIp('reset-ip', 20, HOUR)],
        schema: {
          tags: ['accounts'],
          summary: 'Send a password-reset link (same answer whether or not the address has an account)',
          params: EmailQuerySchema,
          response: { 202: MessageSchema, ...problems },
        },
      },
      async (request, reply) =>
        reply.status(202).send(worded(request, await accounts.requestReset(request.params.email))),
    );

    app.post(
      '/api/User/reset-password',
      {
        preHandler: [perIp('reset-password', 10, MINUTE)],
        schema: {
          tags: ['accounts'],
          summary: 'Set a new password with the code from the e-mailed link; ends every login of the account',
          body: ResetPasswordRequestSchema,
          response: { 200: MessageSchema, ...problems },
        },
      },
      async (request) => worded(request, await accounts.resetPassword(request.body)),
    );
  };
