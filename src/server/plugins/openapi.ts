import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type PathParams = { properties?: Record<string, unknown>; required?: string[] };

/**
 * The routes' zod schemas as OpenAPI. Aliases of one call share one params schema (the spec writes
 * `/api/User/subscriptions` and `/api/users/{userId}/subscriptions`), so each path declares only the
 * parameters it has, each required as OpenAPI wants.
 */
const transform: typeof jsonSchemaTransform = (input) => {
  const out = jsonSchemaTransform(input);
  const params = (out.schema as { params?: PathParams } | undefined)?.params;
  if (params?.properties) {
    const names = [...input.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
    params.properties = Object.fromEntries(Object.entries(params.properties).filter(([name]) => names.includes(name)));
    params.required = names.filter((name) => name in params.properties!);
  }
  return out;
};

/** The OpenAPI document at /docs/json, built from the routes' zod schemas, and its UI at /docs. */
export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Kasuwa API',
          description: 'Grocery price comparison and shopping for Nigeria. Money is in naira (NGN).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform,
    });
    await app.register(swaggerUi, {
      routePrefix: '/docs',
      // The UI's pages get their own CSP: its scripts by hash, inline styles (Swagger UI sets them),
      // no remote fonts or styles, no call to the public spec validator.
      staticCSP: true,
      transformStaticCSP: (header) =>
        header
          .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
          .replace(/font-src [^;]*;/, "font-src 'self' data:;")
          .replace(/img-src [^;]*;/, "img-src 'self' data:;")
          .replace(/upgrade-insecure-requests;?/, ''),
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  },
  { name: 'openapi' },
);
