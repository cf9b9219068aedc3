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
