// Writes src/server/modules/accounts/common-passwords.txt: the passwords our policy refuses.
// Source: the common-password list of @zxcvbn-ts/language-common (MIT), itself drawn from public
// leaked-password frequency lists. Only entries our length rule (8–128) would otherwise admit are
// kept, lower-cased and de-duplicated, most common first.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const source = require.resolve('@zxcvbn-ts/language-common/package.json').replace('package.json', 'src/passwords.json');
const all = JSON.parse(readFileSync(source, 'utf8'));
// Local favourites the source list (mostly English) does not rank.
const local = ['nigeria123', 'naija123', 'lagos123', 'abuja123', 'kasuwa123', 'password1', 'password123'];
const seen = new Set();
const kept = [];
for (const p of [...local, ...all]) {
  const lower = String(p).toLowerCase();
  if (lower.length < 8 || lower.length > 128 || seen.has(lower)) continue;
  seen.add(lower);
  kept.push(lower);
}
writeFileSync('src/server/modules/accounts/common-passwords.txt', `${kept.join('\n')}\n`);
process.stdout.write(`${kept.length} common passwords written\n`);
