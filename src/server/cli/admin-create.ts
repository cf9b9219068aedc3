import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { RegisterRequestSchema } from '../../contract/accounts.js';
import { ConfigError, loadConfig } from '../config.js';
import { databaseTarget, openDatabase } from '../db/client.js';
import { generatePassword } from '../db/seed/demo-accounts.js';
import { createInlineJobs } from '../lib/jobs.js';
import { createServices } from '../services.js';

/**
 * `npm run admin:create -- --email a@b.ng --username ada [--first Ada --last Obi] [--ask-password] [--role moderator]`
 * Creates a confirmed admin (or, with `--role moderator`, a moderator of shoppers' price reports). Asks for what is missing when run in a terminal; the password is
 * generated and printed unless --ask-password is given.
 */
async function run() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      first: { type: 'string' },
      last: { type: 'string' },
      'ask-password': { type: 'boolean', default: false },
      role: { type: 'string', default: 'admin' },
    },
  });
  const role = values.role;
  if (role !== 'admin' && role !== 'moderator') throw new Error('--role must be admin or moderator');
  const rl = stdin.isTTY ? createInterface({ input: stdin, output: stdout }) : undefined;
  const ask = async (label: string, given?: string, fallback?: string) => {
    if (given) return given;
    if (!rl) {
      if (fallback !== undefined) return fallback;
      throw new Error(`--${label} is required when not run in a terminal`);
    }
    return (await rl.question(`${label}: `)).trim() || fallback || '';
  };

  const email = await ask('email', values.email);
  const userName = await ask('username', values.username);
  const firstName = await ask('first', values.first, 'Admin');
  const lastName = await ask('last', values.last, 'User');
  let password = values['ask-password'] && rl ? await rl.question('password (empty: generate one): ') : '';
  rl?.close();
  const generated = !password;
  if (generated) password = generatePassword();

  const parsed = RegisterRequestSchema.safeParse({ firstName, lastName, email, userName, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));

  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config.db));
  try {
    await database.migrate();
    const { accounts } = createServices(config, {
      db: database.db,
      jobs: createInlineJobs(),
      log: pino({ level: 'silent' }),
    });
    // The accounts service owns the password policy and the uniqueness of address and username.
    const admin = await accounts.createConfirmedUser({ ...parsed.data, role });
    stdout.write(`${role === 'admin' ? 'Admin' : 'Moderator'} created: ${admin.userName} <${admin.email}>\n`);
    if (generated) stdout.write(`Password: ${password}\n(shown once: keep it somewhere safe)\n`);
  } finally {
    await database.close();
  }
}

run().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err);
  process.stderr.write(`admin:create failed: ${message}\n`);
  process.exit(1);
});
