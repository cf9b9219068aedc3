import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { databaseTarget, describeTarget, openDatabase } from './db/client.js';

/** Starts Kasuwa: config → database → migrations → HTTP server, and stops it cleanly on a signal. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  const target = databaseTarget(config.db);
  const database = await openDatabase(target);
  await database.migrate();

  const app = await buildApp(config, { database });
  app.addHook('onClose', async () => {
    await database.close();
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.server.shutdownTimeoutMs);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ host: config.server.host, port: config.server.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.server.port;
  const ms = Math.round(performance.now() - started);
  // One plain line for humans (and for tests that wait for it), besides the JSON log.
  process.stdout.write(`Kasuwa is running at http://localhost:${port} (database: ${describeTarget(target)}, started in ${ms} ms)\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Kasuwa failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
