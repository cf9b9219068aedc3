import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The project's own lint configuration, run on throwaway files written into the real source tree
 * (the rules and the import resolver work on paths and files that exist), removed afterwards.
 */
const root = resolve(import.meta.dirname, '../..');
const tag = `zz-lint-probe-${randomBytes(4).toString('hex')}`;
const written: string[] = [];
const eslint = new ESLint({ cwd: root });

function write(relative: string, text: string): string {
  const file = join(root, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  written.push(relative.split('/').slice(0, 4).join('/'));
  return file;
}

async function messagesOf(file: string) {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, text: m.message }));
}

afterAll(() => {
  for (const path of new Set(written)) rmSync(join(root, path), { recursive: true, force: true });
});

describe('module boundaries', () => {
  it("fail a module that imports another module's internals, and pass its index", async () => {
    const internals = write(
      `src/server/modules/${tag}/${tag}.service.ts`,
      "import { createMailService } from '../mail/mail.service.js';\nexport const made = createMailService;\n",
    );
    const throughIndex = write(
      `src/server/modules/${tag}/${tag}.routes.ts`,
      "import { registerMailJobs } from '../mail/index.js';\nexport const jobs = registerMailJobs;\n",
    );
    const errors = await messagesOf(internals);
    expect(errors).toEqual([
      expect.objectContaining({
        rule: 'kasuwa/module-boundaries',
        text: expect.stringContaining("reaches into the mail module: import 'mail/index.js' instead"),
      }),
    ]);
    expect(await messagesOf(throughIndex)).toEqual([]);
  });

  it("let a tables file reference another module's tables, and nothing else", async () => {
    const tables = write(
      `src/server/modules/${tag}/${tag}.tables.ts`,
      "import { market } from '../markets/markets.tables.js';\nexport const parent = market;\n",
    );
    expect(await messagesOf(tables)).toEqual([]);
  });

  it("fail a module that imports another module's views file; its index publishes the view", async () => {
    const direct = write(
      `src/server/modules/${tag}/${tag}.repository.ts`,
      "import { marketListing } from '../markets/markets.views.js';\nexport const listed = marketListing;\n",
    );
    const published = write(
      `src/server/modules/${tag}/${tag}.reads.ts`,
      "import { marketListing } from '../markets/index.js';\nexport const listed = marketListing;\n",
    );
    expect(await messagesOf(direct)).toEqual([
      expect.objectContaining({
        rule: 'kasuwa/module-boundaries',
        text: expect.stringContaining("reaches into the markets module: import 'markets/index.js' instead"),
      }),
    ]);
    expect(await messagesOf(published)).toEqual([]);
  });

  it('fail an index.ts that exports a table, directly or imported first; its types and views pass', async () => {
    write(
      `src/server/modules/${tag}/${tag}.tables.ts`,
      "import { pgTable, text } from 'drizzle-orm/pg-core';\nexport const thing = pgTable('thing', { id: text('id') });\nexport type Thing = typeof thing.$inferSelect;\n",
    );
    const reExport = write(`src/server/modules/${tag}/index.ts`, `export { thing } from './${tag}.tables.js';\n`);
    expect(await messagesOf(reExport)).toEqual([
      expect.objectContaining({
        rule: 'kasuwa/index-exports-no-tables',
        text: expect.stringContaining(`index.ts exports 'thing' from './${tag}.tables.js'`),
      }),
    ]);
    const importedFirst = write(
      `src/server/modules/${tag}/index.ts`,
      `import { thing } from './${tag}.tables.js';\nexport { thing };\nexport * from './${tag}.tables.js';\n`,
    );
    expect((await messagesOf(importedFirst)).map((m) => m.rule)).toEqual([
      'kasuwa/index-exports-no-tables',
      'kasuwa/index-exports-no-tables',
    ]);
    const typesOnly = write(
      `src/server/modules/${tag}/index.ts`,
      `export type { Thing } from './${tag}.tables.js';\nexport { marketListing } from '../markets/index.js';\n`,
    );
    expect(await messagesOf(typesOnly)).toEqual([]);
  });

  it('fail a web feature that imports another feature', async () => {
    const screen = write(
      `src/web/features/${tag}/components/screen.ts`,
      "import { logout } from '../../accounts/api/logout';\nexport const out = logout;\n",
    );
    expect(await messagesOf(screen)).toEqual([
      expect.objectContaining({
        rule: 'kasuwa/module-boundaries',
        text: expect.stringContaining(`The ${tag} feature imports the accounts feature`),
      }),
    ]);
  });
});

describe('import cycles', () => {
  it('fail two server modules that import each other, even through types only', async () => {
    const first = `${tag}-first`;
    const second = `${tag}-second`;
    const firstIndex = write(
      `src/server/modules/${first}/index.ts`,
      `export { makeFirst } from './${first}.service.js';\n`,
    );
    write(
      `src/server/modules/${first}/${first}.service.ts`,
      `import type { Second } from '../${second}/index.js';\nexport const makeFirst = (s: Second) => s;\n`,
    );
    const secondIndex = write(
      `src/server/modules/${second}/index.ts`,
      `export type Second = { id: string };\nexport { useFirst } from './${second}.service.js';\n`,
    );
    // One direction is fine.
    write(`src/server/modules/${second}/${second}.service.ts`, 'export const useFirst = () => 1;\n');
    expect(await messagesOf(firstIndex)).toEqual([]);
    // The other direction closes the circle; no file imports another at run time, so only the
    // module rule sees it.
    write(
      `src/server/modules/${second}/${second}.service.ts`,
      `import type { makeFirst } from '../${first}/index.js';\nexport const useFirst = (f: typeof makeFirst) => f;\n`,
    );
    for (const index of [firstIndex, secondIndex]) {
      expect(await messagesOf(index)).toEqual([
        expect.objectContaining({
          rule: 'kasuwa/no-module-cycle',
          text: expect.stringContaining(`Modules import each other in a circle: ${first} ↔ ${second}`),
        }),
      ]);
    }
  });

  it('fail both files of a cycle', async () => {
    const a = write(`src/server/lib/${tag}/a.ts`, "import { b } from './b.js';\nexport const a = () => b();\n");
    const b = write(`src/server/lib/${tag}/b.ts`, "import { a } from './a.js';\nexport const b = () => a();\n");
    for (const file of [a, b]) {
      expect(await messagesOf(file)).toEqual([
        expect.objectContaining({ rule: 'kasuwa/no-cycle', text: expect.stringContaining('Import cycle: ') }),
      ]);
    }
  });

  it('leave alone a cycle of type-only imports, which TypeScript erases', async () => {
    const a = write(
      `src/server/lib/${tag}/types-a.ts`,
      "import type { B } from './types-b.js';\nexport interface A { b?: B }\n",
    );
    write(`src/server/lib/${tag}/types-b.ts`, "import type { A } from './types-a.js';\nexport interface B { a?: A }\n");
    expect(await messagesOf(a)).toEqual([]);
  });
});
