import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './test-db.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The real application on a fresh database, for inject()-driven route tests. */
export async function buildTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string;
    /** Shares one database between apps of one file; the caller closes it. */
    database?: Database;
    /** Extra routes for a test, registered like any module's routes. */
    routes?: FastifyPluginAsync;
  } = {},
): Promise<TestApp> {
  const config = loadConfig({ APP_ENV: 'test', ...options.env });
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(config, { database, webRoot: options.webRoot ?? '/nonexistent-web-root' });
  if (options.routes) await app.register(options.routes);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
