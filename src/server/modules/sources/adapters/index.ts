import type { SourceAdapter } from '../sources.pipeline.js';
import { nbsAdapter } from './nbs.js';
import { wfpAdapter } from './wfp.js';

/**
 * How each source's files are read, by its `price_source` key. A source that sends no files (the
 * admins set prices one at a time) has none.
 */
export const sourceAdapters: Readonly<Record<string, SourceAdapter>> = {
  wfp: wfpAdapter as SourceAdapter,
  nbs: nbsAdapter as SourceAdapter,
};
