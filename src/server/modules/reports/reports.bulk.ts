import { BULK_COLUMNS, type PriceReportInput, PriceReportInputSchema } from '../../../contract/reports.js';
import { AppError } from '../../lib/app-error.js';
import { csvRecords } from '../../lib/csv.js';
import type { Words } from '../../lib/i18n.js';
import { wordsOfZodIssue } from '../../plugins/validation-words.js';

/** Lines a file of reports may hold. */
const MAX_BULK_LINES = 2_000;

/** The columns as the form's fields. */
const FIELD_OF: Record<(typeof BULK_COLUMNS)[number], string> = {
  market_id: 'marketId',
  commodity_id: 'commodityId',
  quantity: 'quantity',
  measure: 'measure',
  price_naira: 'priceNaira',
  paid: 'paid',
  observed_on: 'observedOn',
  note: 'note',
};
const COLUMN_OF = Object.fromEntries(Object.entries(FIELD_OF).map(([column, field]) => [field, column]));

/** A line of a file refused: the column at fault (as the template's header names it) and what is wrong with it. */
export const refusedAt = (column: string | Words, problem: Words): Words => /*i18n*/ ({
  id: '{column}: {problem}',
  values: { column, problem },
  comment:
    'Why a line of a file of reports was refused. {column} is the column at fault as the file’s header names it (market_id, observed_on): it stays in English; {problem} is what is wrong',
});

/**
 * A file of reports checked line by line as the form's fields: the good lines with their number,
 * the bad ones with their number and why, in words (the column and the form's own message). Throws
 * 400 when the header is not the template's, or the file holds more than 2,000 lines.
 */
export async function bulkLines(text: string) {
  const good: Array<{ line: number; input: PriceReportInput }> = [];
  const rejected: Array<{ line: number; reason: Words }> = [];
  let header: string[] | undefined;
  for await (const record of csvRecords(text)) {
    if (!('fields' in record)) {
      rejected.push(record);
      continue;
    }
    if (!header) {
      header = record.fields.map((f) => f.trim().toLowerCase());
      if (BULK_COLUMNS.some((c, i) => header![i] !== c))
        throw new AppError(
          'BAD_REQUEST',
          /*i18n*/ {
            id: "The first line must be the template's: {columns}.",
            values: { columns: BULK_COLUMNS.join(',') },
          },
          [{ path: 'file', message: /*i18n*/ { id: 'Not the template’s columns.' } }],
        );
      continue;
    }
    if (good.length + rejected.length >= MAX_BULK_LINES)
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        /*i18n*/ { id: 'A file may hold at most {lines} reports: split it.', values: { lines: MAX_BULK_LINES } },
      );
    const fields = Object.fromEntries(
      BULK_COLUMNS.flatMap((c, i) => {
        const value = (record.fields[i] ?? '').trim();
        return value === '' ? [] : [[FIELD_OF[c], value]];
      }),
    );
    const parsed = PriceReportInputSchema.safeParse(fields);
    if (parsed.success && parsed.data.commodityId) good.push({ line: record.line, input: parsed.data });
    else {
      const issue = parsed.success ? undefined : parsed.error.issues[0];
      rejected.push({
        line: record.line,
        reason: issue
          ? refusedAt(
              COLUMN_OF[String(issue.path[0])] ?? /*i18n*/ {
                id: 'line',
                comment:
                  'Said of a line of a file of reports wrong as a whole, where a column’s name would be: "line: …"',
              },
              wordsOfZodIssue(issue),
            )
          : refusedAt(
              'commodity_id',
              /*i18n*/ {
                id: 'a file names items of the catalogue by id',
                comment:
                  'Why a line of a file of reports was refused: it names an item new to Kasuwa instead of giving its id, which a file cannot',
              },
            ),
      });
    }
  }
  if (!header)
    throw new AppError('BAD_REQUEST', /*i18n*/ { id: 'The file is empty.' }, [
      { path: 'file', message: /*i18n*/ { id: 'Empty.' } },
    ]);
  return { good, rejected };
}
