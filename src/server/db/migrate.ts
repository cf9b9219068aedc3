import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, describeTarget, openDatabase } from './client.js';

/** `npm run db:migrate`: applies pending migrations to the configured database and exits. */
let config;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
const target = databaseTarget(config.db);
const database = await openDatabase(target);
try {
  await database.migrate();
  process.stdout.write(`Migrations applied (${describeTarget(target)}).\n`);
} finally {
  await database.close();
}
