import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomToken } from '../../lib/secrets.js';
import type { AccountsService } from '../../modules/accounts/index.js';

/** A strong random password that is still easy to copy: 20 URL-safe characters. */
export const generatePassword = () => randomToken(15);

/**
 * On a first start with no users, creates one admin and one shopper with random passwords,
 * writes them to DATA_DIR/demo-accounts.txt (readable by the owner only) and returns the text.
 */
export async function seedDemoAccounts(accounts: AccountsService, dataDir: string): Promise<string | null> {
  if ((await accounts.countUsers()) > 0) return null;
  const people = [
    { role: 'admin' as const, firstName: 'Ada', lastName: 'Admin', userName: 'admin', email: 'admin@kasuwa.local' },
    { role: 'user' as const, firstName: 'Amina', lastName: 'Shopper', userName: 'amina', email: 'amina@kasuwa.local' },
  ];
  const lines = ['Kasuwa demo accounts (created at first start; change or delete them before going live):'];
  for (const p of people) {
    const password = generatePassword();
    await accounts.createConfirmedUser({ ...p, password });
    lines.push(`  ${p.role.padEnd(5)}  username: ${p.userName}  password: ${password}`);
  }
  const text = `${lines.join('\n')}\n`;
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'demo-accounts.txt');
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  return text;
}
