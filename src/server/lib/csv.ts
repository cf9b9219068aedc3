import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { type CsvError, parse } from 'csv-parse';
import type { Words } from '../../contract/words.js';

/** A record of a CSV file: the line it starts on (1 = the first line) and its fields as written. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** A record the reader could not take (an unclosed quote, a record over the size limit): where, and why, in words. */
export interface CsvProblem {
  line: number;
  reason: Words;
}

/** Longest record taken, in characters: a price line is about 200; a larger one is not a price line. */
const MAX_RECORD_CHARS = 64 * 1024;

/** The line breaks inside a record's quoted fields (most records have none: checked first, cheaply). */
const newlines = (fields: string[]) =>
  fields.some((f) => f.includes('\n')) ? fields.reduce((n, f) => n + (f.match(/\n/g)?.length ?? 0), 0) : 0;

/**
 * The records of CSV text (RFC 4180: fields in double quotes may hold commas, line breaks and doubled
 * quotes; a stray quote inside a field is kept as written), read as they arrive: the whole file is
 * never held in memory. A record that cannot be read is given as a problem with its line, and the
 * reading goes on. An error of the input itself (a download cut off) is thrown.
 */
export async function* csvRecords(input: Readable | string): AsyncGenerator<CsvRecord | CsvProblem> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    max_record_size: MAX_RECORD_CHARS,
    // Lines may end in CRLF or LF, even within one file (a header written on Windows, rows added elsewhere).
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  const problems: CsvProblem[] = [];
  parser.on('skip', (err: CsvError) =>
    problems.push({
      line: (err as CsvError & { lines: number }).lines,
      reason: /*i18n*/ {
        id: 'not readable as CSV ({code})',
        values: { code: err.code },
        comment:
          'Why a line of an uploaded file was refused. {code} is the CSV reader’s name for the fault (CSV_QUOTE_NOT_CLOSED), kept as it is',
      },
    }),
  );
  const source = typeof input === 'string' ? Readable.from([input]) : input;
  // The pipeline ends the parser when the input ends and destroys it with the input's error.
  const piped = pipeline(source, parser).catch((err: unknown) => err);
  for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    while (problems.length) yield problems.shift()!;
    yield { line: info.lines - newlines(record), fields: record };
  }
  while (problems.length) yield problems.shift()!;
  const failed = await piped;
  if (failed) throw failed;
}

/** A file's bytes as a stream, unzipped on the way when its name ends in `.gz`. */
export function readFileStream(path: string): Readable {
  const file = createReadStream(path);
  if (!path.endsWith('.gz')) return file;
  const gunzip = createGunzip();
  file.on('error', (err) => gunzip.destroy(err));
  return file.pipe(gunzip);
}

/** Every record of CSV text already in memory (small files: a test's table of cases). */
export async function csvRecordsOf(text: string): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  for await (const r of csvRecords(text)) if ('fields' in r) records.push(r);
  return records;
}
