import type { Readable } from 'node:stream';
import type { ImportSummary } from '../../../contract/catalogue.js';
import type { AdminSource, Source, SourceImport } from '../../../contract/sources.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { PriceHistoryService } from '../price-history/index.js';
import { sourceAdapters } from './adapters/index.js';
import { type ChunkDone, type Owners, readLines, recordLines, type SourceAdapter } from './sources.pipeline.js';
import type { SourceImportRow, SourcesRepository } from './sources.repository.js';

/** Lines written per transaction by an import. */
const IMPORT_CHUNK_LINES = 5_000;
/** Rejected lines kept with an import for the Sources page (the count is whole). */
const REJECTED_KEPT = 500;
/** Imports shown per source on the Sources page. */
const IMPORTS_SHOWN = 20;

export interface SourcesDeps extends Owners {
  repo: SourcesRepository;
  /** The price sources (price history owns them) and the catalogue, for switching one off. */
  prices: Owners['prices'] & Pick<PriceHistoryService, 'sources' | 'source' | 'switchSource'>;
  catalogue: Owners['catalogue'] & Pick<CatalogueService, 'recountPrices'>;
  clock: Clock;
}

/** How an import is told: where its file came from, and how far it has gone. */
export interface ImportOptions {
  /** The file's name or URL, for the Sources page ('upload' when not said). */
  origin?: string;
  onProgress?: (linesDone: number) => void;
}

const COUNTS = [
  'marketsCreated',
  'marketsUpdated',
  'commoditiesCreated',
  'productsCreated',
  'pricesRecorded',
  'pricesUpdated',
  'pricesUnchanged',
] as const;

const nothingYet = (): ImportSummary => ({
  marketsCreated: 0,
  marketsUpdated: 0,
  commoditiesCreated: 0,
  productsCreated: 0,
  pricesRecorded: 0,
  pricesUpdated: 0,
  pricesUnchanged: 0,
  rowsSkipped: [],
});

const toImport = (r: SourceImportRow): SourceImport => ({
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
  rejected: r.rejected,
  message: r.message,
});

export function createSourcesService({ repo, markets, catalogue, prices, clock }: SourcesDeps) {
  /** The adapter of a source that is there, switched on and sends files. */
  async function adapterOf(key: string): Promise<SourceAdapter> {
    const source = await prices.source(key);
    if (!source) throw new AppError('NOT_FOUND', `There is no price source "${key}".`);
    if (!source.enabled) throw new AppError('CONFLICT', `${source.name} is switched off: its prices are not taken.`);
    const adapter = sourceAdapters[key];
    if (!adapter) throw new AppError('BAD_REQUEST', `${source.name} sends no price files.`);
    return adapter;
  }

  /** Steps 1 to 5 for a whole file, chunk by chunk as it is read (sources.pipeline.ts). */
  async function importLines(key: string, adapter: SourceAdapter, input: Readable | string, options: ImportOptions) {
    const total = nothingYet();
    const rows = { new: 0, updated: 0, unchanged: 0 };
    let linesDone = 0;
    for await (const { lines, skipped } of readLines(adapter, input, clock.now(), IMPORT_CHUNK_LINES)) {
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
      linesDone += lines.length + skipped.length;
      options.onProgress?.(linesDone);
    }
    total.rowsSkipped.sort((a, b) => a.line - b.line);
    return { summary: total, rows };
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
      const id = uuidv7();
      await repo.startImport({ id, sourceKey: key, origin: options.origin ?? 'upload', startedAt: clock.now() });
      try {
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
      } catch (err) {
        await repo.endImport(id, {
          finishedAt: clock.now(),
          status: 'failed',
          rowsNew: 0,
          rowsUpdated: 0,
          rowsUnchanged: 0,
          rowsRejected: 0,
          rejected: [],
          message: err instanceof Error ? err.message : String(err),
        });
        throw err;
      }
    },

    /** Every price source, as the Data sources page credits it. */
    sources: (): Promise<Source[]> => prices.sources(),

    /** Every price source with its recent imports, newest first (admins). */
    async adminSources(): Promise<AdminSource[]> {
      const [sources, imports] = await Promise.all([prices.sources(), repo.recentImports(IMPORTS_SHOWN)]);
      return sources.map((s) => ({
        ...s,
        imports: imports.filter((i) => i.sourceKey === s.key).map(toImport),
      }));
    },

    /**
     * Switches a source on or off (admins): off, none of its prices counts any more (a product whose
     * current price was its own falls back to its newest counted one, or leaves the lists); nothing
     * is deleted, and switching it on again counts them again.
     */
    async switchSource(key: string, enabled: boolean): Promise<AdminSource> {
      const changed = await repo.transaction(async (_q, tx) => {
        const products = await prices.switchSource(tx, key, enabled);
        if (!products) throw new AppError('NOT_FOUND', `There is no price source "${key}".`);
        return catalogue.recountPrices(tx, products, clock.now());
      });
      await changed.afterCommit();
      return (await this.adminSources()).find((s) => s.key === key)!;
    },
  };
}

export type SourcesService = ReturnType<typeof createSourcesService>;
