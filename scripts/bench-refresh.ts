// `npm run bench:refresh`: WFP's refresh of a large feed, for memory and time. A WFP-format CSV of
// about BENCH_FEED_MB megabytes (50 by default; HDX's header and HXL rows, then the bundled months'
// rows repeated with their dates moved back a year at a time and, every 20 repeats, under other
// market ids) is served on loopback; the refresh downloads it to a temp file, verifies it and
// imports it into a fresh PGlite in a temp folder. Prints the file's size, the time, and the peak
// RSS (sampled every 50 ms) over the baseline taken just before the refresh; then a second refresh
// of the same file under a new ETag (only the last 3 months are read into the database again).
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { loadConfig } from '../src/server/config.js';
import { openDatabase } from '../src/server/db/client.js';
import { createInlineJobs } from '../src/server/lib/jobs.js';
import { projectRoot } from '../src/server/lib/paths.js';
import { createServices } from '../src/server/services.js';

const FEED_MB = Number(process.env.BENCH_FEED_MB ?? 50);
const DATA = join(projectRoot, 'data/wfp-nga');
const HXL =
  '#date,#adm1+name,#adm2+name,#loc+market+name,#loc+market+code,#geo+lat,#geo+lon,#item+type,#item+name,#item+code,#item+unit,#item+price+flag,#item+price+type,#currency+code,#value,#value+usd';
const MB = 1024 * 1024;

/** The bundled months' rows, split into fields (none of the columns changed here is quoted). */
function bundledRows(): { header: string; rows: string[][] } {
  const files = readdirSync(DATA).filter((f) => /^prices-\d{4}-\d{2}\.csv$/.test(f));
  const texts = files.map((f) => readFileSync(join(DATA, f), 'utf8').trimEnd().split('\n'));
  return { header: texts[0]![0]!, rows: texts.flatMap((lines) => lines.slice(1)).map((l) => l.split(',')) };
}

/** Writes the feed: repeat k has its dates k % 20 years back and, from repeat 20 on, other market ids and names. */
async function writeFeed(file: string): Promise<number> {
  const { header, rows } = bundledRows();
  const out = createWriteStream(file);
  out.write(`${header}\n${HXL}\n`);
  let lines = 0;
  for (let k = 0; out.bytesWritten + out.writableLength < FEED_MB * MB; k++) {
    const years = k % 20;
    const group = Math.floor(k / 20);
    const chunk = rows.map((f) => {
      const g = [...f];
      g[0] = `${Number(g[0]!.slice(0, 4)) - years}${g[0]!.slice(4)}`;
      if (group > 0) {
        g[3] = `${g[3]} ${group + 1}`;
        g[4] = String(Number(g[4]) + 100_000 * group);
      }
      return g.join(',');
    });
    lines += chunk.length;
    if (!out.write(chunk.join('\n') + '\n')) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return lines;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'kasuwa-bench-refresh-'));
  const feedFile = join(dir, 'wfp_food_prices_nga.csv');
  let etag = '"1"';
  const server = createServer((req, res) => {
    if (req.headers['if-none-match'] === etag) return void res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'text/csv', 'content-length': statSync(feedFile).size, etag });
    createReadStream(feedFile).pipe(res);
  });
  try {
    const lines = await writeFeed(feedFile);
    const size = statSync(feedFile).size;
    process.stdout.write(`feed: ${(size / MB).toFixed(1)} MB, ${lines} price lines\n`);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'pglite') });
    await database.migrate();
    const config = loadConfig({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      WFP_FEED_URL: `http://127.0.0.1:${port}/wfp_food_prices_nga.csv`,
      WFP_FEED_TIMEOUT_MS: '600000',
    });
    const { sources } = createServices(config, {
      db: database.db,
      jobs: createInlineJobs(),
      log: pino({ level: 'silent' }),
    });

    const refresh = async (label: string) => {
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      const started = performance.now();
      const done = await sources.refreshFeed('wfp');
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      peak = Math.max(peak, process.memoryUsage().rss);
      process.stdout.write(
        `${label}: ${done.status}${done.message ? ` (${done.message})` : ''}, ${done.rowsNew} new, ${done.rowsUnchanged} unchanged, ` +
          `${done.rowsRejected} rejected in ${seconds.toFixed(1)} s (${Math.round(lines / seconds)} lines/s); ` +
          `RSS ${(baseline / MB).toFixed(0)} MB before, peak +${((peak - baseline) / MB).toFixed(1)} MB\n`,
      );
    };
    await refresh('first refresh (every line)');
    etag = '"2"';
    await refresh('again, new ETag (the last 3 months)');
    await database.close();
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
