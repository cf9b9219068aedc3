import type { ImportSummary } from '../../../contract/catalogue.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { chunksOf } from '../../lib/collections.js';
import { sourceAdapters } from './adapters/index.js';
import {
  type ChunkDone,
  type Owners,
  readLines,
  recordLines,
  type SkippedLine,
  type SourceAdapter,
} from './sources.pipeline.js';
import type { SourcesRepository } from './sources.repository.js';

/** Lines written per transaction by an import. */
const IMPORT_CHUNK_LINES = 5_000;

export interface SourcesDeps extends Owners {
  repo: SourcesRepository;
  clock: Clock;
}

const COUNTS = [
  'marketsCreated',
  'marketsUpdated',
  'commoditiesCreated',
  'productsCreated',
  'pricesRecorded',
  'pricesUpdated',
] as const;

const nothingYet = (skipped: SkippedLine[]): ImportSummary => ({
  marketsCreated: 0,
  marketsUpdated: 0,
  commoditiesCreated: 0,
  productsCreated: 0,
  pricesRecorded: 0,
  pricesUpdated: 0,
  rowsSkipped: skipped,
});

function addUp(total: ImportSummary, done: Omit<ChunkDone, 'afterCommit'>): void {
  for (const key of COUNTS) total[key] += done[key];
}

export function createSourcesService({ repo, markets, catalogue, clock }: SourcesDeps) {
  /** The adapter of a source that is there, switched on and sends files. */
  async function adapterOf(key: string): Promise<SourceAdapter> {
    const source = await repo.find(key);
    if (!source) throw new AppError('NOT_FOUND', `There is no price source "${key}".`);
    if (!source.enabled) throw new AppError('CONFLICT', `${source.name} is switched off: its prices are not taken.`);
    const adapter = sourceAdapters[key];
    if (!adapter) throw new AppError('BAD_REQUEST', `${source.name} sends no price files.`);
    return adapter;
  }

  return {
    /**
     * Imports a source's price file through the pipeline (sources.pipeline.ts): every line is
     * checked first, then the good ones are written in transactions of 5,000 lines, telling
     * `onProgress` after each; bad lines are reported with their line number and why.
     */
    async importFile(
      key: string,
      text: string,
      onProgress?: (linesDone: number, linesTotal: number) => void,
    ): Promise<ImportSummary> {
      const { lines, skipped } = readLines(await adapterOf(key), text, clock.now());
      const total = nothingYet(skipped);
      let linesDone = 0;
      for (const chunk of chunksOf(lines, IMPORT_CHUNK_LINES)) {
        const { afterCommit, ...done } = await repo.transaction((_q, tx) =>
          recordLines(tx, key, chunk, { markets, catalogue }, clock.now()),
        );
        await afterCommit();
        addUp(total, done);
        linesDone += chunk.length;
        onProgress?.(linesDone, lines.length);
      }
      return total;
    },
  };
}

export type SourcesService = ReturnType<typeof createSourcesService>;
