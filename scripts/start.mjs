// `npm start`: builds when the build is missing or older than the sources, then runs the server
// (which migrates the database and serves the app). Signals are passed on so shutdown stays graceful.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outputs = ['dist/server/main.js', 'dist/web/index.html'];
// The build holds the demo database too, made from the bundled price files (data/).
const inputs = ['src', 'data', 'package-lock.json', 'vite.config.ts'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const built = outputs.every((f) => existsSync(f));
const builtAt = built ? Math.min(...outputs.map((f) => statSync(f).mtimeMs)) : 0;
if (!built || Math.max(...inputs.map(newest)) > builtAt) {
  process.stdout.write('Building Kasuwa (first start or sources changed)…\n');
  const r = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// One V8 helper thread instead of one a core: the server's idle memory is about 40 MB smaller, and
// its CPU a request no higher (docs/decisions/017-embedded-engine-cost.md).
const server = spawn(process.execPath, ['--enable-source-maps', '--v8-pool-size=1', 'dist/server/main.js'], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
