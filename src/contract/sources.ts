import { z } from 'zod';
import { IdSchema } from './common.js';
import { FRESHNESS } from './sources.constants.js';
export { FRESHNESS } from './sources.constants.js';

/** How old a price is against FRESHNESS: recent, old (counted, marked) or stale (last seen; left out unless included). */
export const AGES = ['recent', 'old', 'stale'] as const;
export type Age = (typeof AGES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** How old a price observed at `observedAt` is at `now`. */
export function ageOf(observedAt: Date | string, now: Date): Age {
  const days = (now.getTime() - new Date(observedAt).getTime()) / DAY_MS;
  return days > FRESHNESS.CURRENT_DAYS ? 'stale' : days > FRESHNESS.RECENT_DAYS ? 'old' : 'recent';
}

/** A month as the API writes it: YYYY-MM. */
export const MonthSchema = z
  .string({ message: /*i18n*/ 'Must be a month (YYYY-MM).' })
  .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, { message: /*i18n*/ 'Must be a month from 2000-01 to 2099-12 (YYYY-MM).' });

/** A price source, as the Data sources page credits it (GET /api/sources). */
const SourceSchema = z.object({
  key: z.string(),
  name: z.string(),
  publisher: z.string(),
  licence: z.string(),
  attribution: z.string(),
  url: z.string().nullable(),
  /** What its prices are of: a market's stalls, or an area's average. */
  kind: z.enum(['market', 'area']),
  coverage: z.string(),
  enabled: z.boolean(),
  /** The oldest and newest month it has a price for (YYYY-MM), null when none yet. */
  oldestMonth: z.string().nullable(),
  newestMonth: z.string().nullable(),
});
export type Source = z.infer<typeof SourceSchema>;
export const SourceListSchema = z.array(SourceSchema);

/**
 * One import of a source's prices (a file, an upload or a refresh), for the admin's Sources page;
 * also the answer of POST /api/admin/sources/:key/refresh (no body): 'done', 'not-modified' or 'failed'.
 */
export const SourceImportSchema = z.object({
  id: IdSchema,
  sourceKey: z.string(),
  /** The file's name, or the URL fetched. */
  origin: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  status: z.enum(['running', 'done', 'not-modified', 'failed']),
  rowsNew: z.number().int(),
  rowsUpdated: z.number().int(),
  rowsUnchanged: z.number().int(),
  rowsRejected: z.number().int(),
  /** The rejected lines with their reasons (the first 500). */
  rejected: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  message: z.string().nullable(),
});
export type SourceImport = z.infer<typeof SourceImportSchema>;

/** A source with its import history (admins). */
export const AdminSourceSchema = SourceSchema.extend({ imports: z.array(SourceImportSchema) });
export type AdminSource = z.infer<typeof AdminSourceSchema>;
export const AdminSourceListSchema = z.array(AdminSourceSchema);

/** An admin switches a source on or off: off, its prices stop counting; nothing is deleted. */
export const SourceSwitchSchema = z.object({
  enabled: z.boolean({ message: /*i18n*/ 'enabled must be true or false.' }),
});
