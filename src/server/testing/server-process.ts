import { type ChildProcess, spawn } from 'node:child_process';
import { projectRoot } from '../lib/paths.js';

export interface ServerProcess {
  child: ChildProcess;
  /** The port it listens on, once it says it is running (rejects if it exits first). */
  ready: Promise<number>;
  exited: Promise<number | null>;
  /** The first match of `pattern` in what the server has printed, as soon as it appears. */
  printed(pattern: RegExp): Promise<RegExpExecArray>;
  output(): { out: string; err: string };
}

/**
 * The real server process (main.ts through tsx), as `npm start` runs it after a build; without the
 * demo data unless asked (importing every WFP month is most of a first start). It listens on a port
 * of its own on 127.0.0.1.
 */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    // Only what is given: nothing of this process's environment (the server runs no other program).
    env: { APP_ENV: 'test', HOST: '127.0.0.1', PORT: '0', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const printed = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const m = pattern.exec(out);
        if (m) resolve(m);
      };
      check();
      child.stdout!.on('data', check);
      void exited.then((code) => reject(new Error(`server exited with ${code} before printing ${pattern}: ${err}`)));
    });
  const ready = printed(/Kasuwa is running at http:\/\/localhost:(\d+)/).then((m) => Number(m[1]));
  ready.catch(() => {}); // only a test that waits for readiness cares

  return { child, ready, exited, printed, output: () => ({ out, err }) };
}
