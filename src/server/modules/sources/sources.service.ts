import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ImportSummary } from '../../../contract/catalogue.js';
import { type Locale, SOURCE_LOCALE } from '../../../contract/languages.js';
import type { AdminSource, Source, SourceImport } from '../../../contract/sources.js';
import { englishOf, isWords } from '../../../contract/words.js';
import { AppError, isAppError } from '../../lib/app-error.js';
import { isKnownMessage, wordIn, type Words } from '../../lib/i18n.js';
import type { Clock } from '../../lib/clock.js';
import { readFileStream } from '../../lib/csv.js';
import { uuidv7 } from '../../lib/ids.js';
import type { Locks } from '../../lib/locks.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { PriceHistoryService } from '../price-history/index.js';
import { sourceAdapters } from './adapters/index.js';
import { downloadFeed, FeedError } from './sources.feed.js';
import {
  type ChunkDone,
  type Owners,
  readLines,
  recordLines,
  type SkippedLine,
  type SourceAdapter,
  type SourceLine,
} from './sources.pipeline.js';
import type { SourceImportRow, SourcesRepository } from './sources.repository.js';
import type { Kept } from './sources.tables.js';

/** Lines written per transaction by an import. */
const IMPORT_CHUNK_LINES = 5_000;
/** Rejected lines kept with an import for the Sources page (the count is whole). */
const REJECTED_KEPT = 500;
/** Imports shown per source on the Sources page. */
const IMPORTS_SHOWN = 20;
/**
 * A refresh takes the lines of the newest month already recorded and of the 2 months before it, and
 * passes over older ones: a publisher may still add to or correct its last months, and a daily
 * refresh of a file of twenty years stays cheap (the pipeline would count them unchanged anyway).
 */
const REFRESH_MONTHS_BACK = 2;

/** A price file Kasuwa fetches itself (config's feeds). */
interface Feed {
  url: string;
  timeoutMs: number;
}

export interface SourcesDeps extends Owners {
  repo: SourcesRepository;
  /** The price sources (price history owns them) and the catalogue, for switching one off. */
  prices: Owners['prices'] & Pick<PriceHistoryService, 'sources' | 'source' | 'switchSource'>;
  catalogue: Owners['catalogue'] & Pick<CatalogueService, 'recountPrices'>;
  clock: Clock;
  /** One refresh of a source at a time, across every instance on the database. */
  locks: Locks;
  /** The feeds configured, by source key (WFP_FEED_URL). */
  feeds: Partial<Record<string, Feed>>;
}

/** How an import is told: where its file came from, how far it has gone, and who reads its answer. */
export interface ImportOptions {
  /** The file's name or URL, for the Sources page ('upload' when not said). */
  origin?: string;
  onProgress?: (linesDone: number) => void;
  /** The language the answer's refused lines are worded in (English when not said). */
  locale?: Locale;
}

/** A refresh's import: lines dated before `since` are passed over (imported before). */
interface RefreshOptions extends ImportOptions {
  since?: Date;
}

/** The day a line's price is of (a market's observation, or the first of an area's month). */
const dateOf = (l: SourceLine): Date | null =>
  l.kind === 'market-price' ? l.observedAt : l.kind === 'area-price' ? new Date(`${l.month}T00:00:00Z`) : null;

/** The first day of the month `back` months before `month` (YYYY-MM). */
function monthsBefore(month: string, back: number): Date {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 - back, 1));
}

const NOTHING_WRITTEN = { rowsNew: 0, rowsUpdated: 0, rowsUnchanged: 0, rowsRejected: 0, rejected: [] };

const COUNTS = [
  'marketsCreated',
  'marketsUpdated',
  'commoditiesCreated',
  'productsCreated',
  'pricesRecorded',
  'pricesUpdated',
  'pricesUnchanged',
] as const;

/** An import's summary as the pipeline makes it: the refused lines' reasons still words. */
type Summary = Omit<ImportSummary, 'rowsSkipped'> & { rowsSkipped: SkippedLine[] };

const nothingYet = (): Summary => ({
  marketsCreated: 0,
  marketsUpdated: 0,
  commoditiesCreated: 0,
  productsCreated: 0,
  pricesRecorded: 0,
  pricesUpdated: 0,
  pricesUnchanged: 0,
  rowsSkipped: [],
});

/** Whether words, and every words among their values, are messages of the catalogues. */
const known = (words: Words): boolean =>
  isKnownMessage(words.id) && Object.values(words.values ?? {}).every((v) => !isWords(v) || known(v));

/**
 * What an import kept, for a person to read in `locale`: its words in that language, or in English
 * when the catalogues no longer hold them (kept by an earlier release whose English has changed
 * since); text kept as it is (kept before imports kept words, or an unexpected error's message).
 */
const keptIn = (locale: Locale, kept: Kept): string =>
  isWords(kept) ? (known(kept) ? wordIn(locale, kept) : englishOf(kept)) : String(kept);

/**
 * Why an import failed, to keep: the words of a problem of ours (a file that is not the source's, a
 * feed's refusal), else the error's own text.
 */
const failureOf = (err: unknown): Kept =>
  isAppError(err) || err instanceof FeedError ? err.words : err instanceof Error ? err.message : String(err);

const toImport = (r: SourceImportRow, locale: Locale): SourceImport => ({
  id: r.id,
  sourceKey: r.sourceKey,
  origin: r.origin,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  status: r.status,
  rowsNew: r.rowsNew,
  rowsUpdated: r.rowsUpdated,
  rowsUnchanged: r.rowsUnchanged,
  rowsRejected: r.rowsRejected,
  rejected: r.rejected.map(({ line, reason }) => ({ line, reason: keptIn(locale, reason) })),
  message: r.message === null ? null : keptIn(locale, r.message),
});

const noSource = (key: string): Words => /*i18n*/ ({ id: 'There is no price source "{key}".', values: { key } });

export function createSourcesService({ repo, markets, catalogue, prices, clock, locks, feeds }: SourcesDeps) {
  /** A source that is there and switched on, with its adapter. */
  async function sourceOf(key: string) {
    const source = await prices.source(key);
    if (!source) throw new AppError('NOT_FOUND', noSource(key));
    if (!source.enabled)
      throw new AppError(
        'CONFLICT',
        /*i18n*/ {
          id: '{source} is switched off: its prices are not taken.',
          values: { source: source.name },
        },
      );
    return { name: source.name, adapter: sourceAdapters[key] };
  }

  /** The adapter of a source that is there, switched on and sends files. */
  async function adapterOf(key: string): Promise<SourceAdapter> {
    const { name, adapter } = await sourceOf(key);
    if (!adapter)
      throw new AppError('BAD_REQUEST', /*i18n*/ { id: '{source} sends no price files.', values: { source: name } });
    return adapter;
  }

  /** Steps 1 to 5 for a whole file, chunk by chunk as it is read (sources.pipeline.ts). */
  async function importLines(key: string, adapter: SourceAdapter, input: Readable | string, options: RefreshOptions) {
    const total = nothingYet();
    const rows = { new: 0, updated: 0, unchanged: 0 };
    let linesDone = 0;
    const { since } = options;
    for await (const chunk of readLines(adapter, input, clock.now(), IMPORT_CHUNK_LINES)) {
      const { skipped } = chunk;
      // A list's markets have no date: always kept.
      const lines = since ? chunk.lines.filter((l) => (dateOf(l) ?? since) >= since) : chunk.lines;
      total.rowsSkipped.push(...skipped);
      if (lines.length) {
        const {
          afterCommit,
          skipped: unplaced,
          listed,
          ...done
        } = await repo.transaction((_q, tx) =>
          recordLines(tx, key, lines, { markets, catalogue, prices }, clock.now()),
        );
        await afterCommit();
        for (const count of COUNTS) total[count] += (done as Omit<ChunkDone, 'afterCommit'>)[count];
        total.rowsSkipped.push(...unplaced);
        rows.new += done.pricesRecorded + listed.created;
        rows.updated += done.pricesUpdated + listed.updated;
        rows.unchanged += done.pricesUnchanged + listed.unchanged;
      }
      linesDone += chunk.lines.length + skipped.length;
      options.onProgress?.(linesDone);
    }
    total.rowsSkipped.sort((a, b) => a.line - b.line);
    return { summary: total, rows };
  }

  /** An import of a source begins: a row in its history, 'running'. */
  async function begin(key: string, origin: string): Promise<string> {
    const id = uuidv7();
    await repo.startImport({ id, sourceKey: key, origin, startedAt: clock.now() });
    return id;
  }

  /** An import failed: kept with why, nothing counted. */
  async function fail(id: string, err: unknown): Promise<void> {
    await repo.endImport(id, {
      finishedAt: clock.now(),
      status: 'failed',
      ...NOTHING_WRITTEN,
      message: failureOf(err),
    });
  }

  /** Reads a file through the pipeline into the import `id`, and ends it 'done' with its counts (a failure throws, the import still 'running'). */
  async function run(
    id: string,
    key: string,
    adapter: SourceAdapter,
    input: Readable | string,
    options: RefreshOptions,
  ) {
    const { summary, rows } = await importLines(key, adapter, input, options);
    await repo.endImport(id, {
      finishedAt: clock.now(),
      status: 'done',
      rowsNew: rows.new,
      rowsUpdated: rows.updated,
      rowsUnchanged: rows.unchanged,
      rowsRejected: summary.rowsSkipped.length,
      rejected: summary.rowsSkipped.slice(0, REJECTED_KEPT),
      message: null,
    });
    return summary;
  }

  /** The first day a refresh takes lines from: REFRESH_MONTHS_BACK before the newest month recorded; none on a first run. */
  async function cutOff(key: string): Promise<Date | undefined> {
    const newest = (await prices.sources()).find((s) => s.key === key)?.newestMonth;
    return newest ? monthsBefore(newest, REFRESH_MONTHS_BACK) : undefined;
  }

  /**
   * Fetches the feed and imports what is new (see refreshFeed). Verify, then import: the file is
   * downloaded whole to disk and checked (every byte announced arrived, in time, and not a web page)
   * before the pipeline reads it, and the pipeline refuses a file whose header is not the source's
   * before its first write; so a download that fails in any way writes nothing. The import itself
   * then writes in transactions of 5,000 lines like any import: one transaction over a file of
   * twenty years would hold its locks and its whole write for minutes.
   */
  async function fetchAndImport(id: string, key: string, adapter: SourceAdapter, feed: Feed): Promise<void> {
    const stored = await repo.feed(key);
    // Validators belong to the address that gave them: a new address starts afresh.
    const known = stored?.url === feed.url ? stored : undefined;
    const dir = await mkdtemp(join(tmpdir(), 'kasuwa-feed-'));
    try {
      const file = join(dir, 'feed.csv');
      const answer = await downloadFeed(
        {
          url: feed.url,
          etag: known?.etag ?? null,
          lastModified: known?.lastModified ?? null,
          timeoutMs: feed.timeoutMs,
        },
        file,
      );
      const checked = { sourceKey: key, url: feed.url, checkedAt: clock.now() };
      if (!answer.modified) {
        await repo.endImport(id, {
          finishedAt: clock.now(),
          status: 'not-modified',
          ...NOTHING_WRITTEN,
          message: null,
        });
        await repo.saveFeed({ ...checked, etag: known?.etag ?? null, lastModified: known?.lastModified ?? null });
        return;
      }
      await run(id, key, adapter, readFileStream(file), { origin: feed.url, since: await cutOff(key) });
      // Only a copy imported whole is remembered: after a failure the next refresh asks for it again.
      await repo.saveFeed({ ...checked, etag: answer.etag, lastModified: answer.lastModified });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  return {
    /**
     * Imports a source's price file through the pipeline (sources.pipeline.ts), read as it arrives
     * and written in transactions of 5,000 lines; bad lines are reported with their line number and
     * why, and the good ones are kept. Every import is kept in the source's history, a failed one
     * with why it failed.
     */
    async importFile(key: string, input: Readable | string, options: ImportOptions = {}): Promise<ImportSummary> {
      const adapter = await adapterOf(key);
      const id = await begin(key, options.origin ?? 'upload');
      let summary: Summary;
      try {
        summary = await run(id, key, adapter, input, options);
      } catch (err) {
        await fail(id, err);
        throw err;
      }
      const locale = options.locale ?? SOURCE_LOCALE;
      return {
        ...summary,
        rowsSkipped: summary.rowsSkipped.map(({ line, reason }) => ({ line, reason: wordIn(locale, reason) })),
      };
    },

    /** The sources with a feed configured (their refresh is scheduled). */
    feeds: (): string[] => Object.keys(feeds).filter((key) => feeds[key]),

    /**
     * Refreshes a source from its feed (WFP's CSV on HDX): a conditional request, so an unchanged
     * file is answered 304 and kept as a 'not-modified' import; a new copy is downloaded, verified and
     * imported (fetchAndImport), only its lines from REFRESH_MONTHS_BACK before the newest month
     * recorded (every line on a first run). Any failure is kept as a 'failed' import with why, and
     * nothing else is written. Answers the import, its words in `locale`. One refresh of a source
     * runs at a time, whichever instance it runs on (the daily job on one, an admin's on another):
     * the others get 409.
     */
    async refreshFeed(key: string, locale: Locale = SOURCE_LOCALE): Promise<SourceImport> {
      const { name, adapter } = await sourceOf(key);
      const feed = feeds[key];
      if (!feed || !adapter)
        throw new AppError(
          'CONFLICT',
          /*i18n*/ {
            id: '{source} has no feed to refresh from: its files are imported by hand.',
            values: { source: name },
          },
        );
      const done = await locks.tryHolding(`source-refresh:${key}`, async () => {
        const id = await begin(key, feed.url);
        try {
          await fetchAndImport(id, key, adapter, feed);
        } catch (err) {
          await fail(id, err);
        }
        return toImport((await repo.findImport(id))!, locale);
      });
      if (done.busy)
        throw new AppError(
          'CONFLICT',
          /*i18n*/ { id: '{source} is being refreshed already.', values: { source: name } },
        );
      return done.value;
    },

    /** Every price source, as the Data sources page credits it. */
    sources: (): Promise<Source[]> => prices.sources(),

    /** Every price source with its recent imports, newest first (admins), their words in `locale`. */
    async adminSources(locale: Locale = SOURCE_LOCALE): Promise<AdminSource[]> {
      const [sources, imports] = await Promise.all([prices.sources(), repo.recentImports(IMPORTS_SHOWN)]);
      return sources.map((s) => ({
        ...s,
        imports: imports.filter((i) => i.sourceKey === s.key).map((i) => toImport(i, locale)),
      }));
    },

    /**
     * Switches a source on or off (admins): off, none of its prices counts any more (a product whose
     * current price was its own falls back to its newest counted one, or leaves the lists); nothing
     * is deleted, and switching it on again counts them again. Answers the source, its imports' words
     * in `locale`.
     */
    async switchSource(key: string, enabled: boolean, locale: Locale = SOURCE_LOCALE): Promise<AdminSource> {
      const changed = await repo.transaction(async (_q, tx) => {
        const products = await prices.switchSource(tx, key, enabled);
        if (!products) throw new AppError('NOT_FOUND', noSource(key));
        return catalogue.recountPrices(tx, products, clock.now());
      });
      await changed.afterCommit();
      return (await this.adminSources(locale)).find((s) => s.key === key)!;
    },
  };
}

export type SourcesService = ReturnType<typeof createSourcesService>;
