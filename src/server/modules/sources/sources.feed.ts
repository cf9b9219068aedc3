import { createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { englishOf, type Words } from '../../../contract/words.js';

/** A feed to fetch, and what the publisher said of the copy we have (none on a first fetch). */
export interface FeedRequest {
  url: string;
  etag: string | null;
  lastModified: string | null;
  /** The whole download, headers and body, must arrive within this. */
  timeoutMs: number;
}

/** The publisher's answer: nothing new (304), or a new copy, whole, in `file`, with its validators. */
export type FeedAnswer =
  | { modified: false }
  | { modified: true; bytes: number; etag: string | null; lastModified: string | null };

/** A download that cannot be used (refused, cut off, too slow, a web page): why, in words. */
export class FeedError extends Error {
  override name = 'FeedError';

  constructor(readonly words: Words) {
    super(englishOf(words));
  }
}

/** The error's own words and its cause's (undici's 'fetch failed' says little on its own). */
function wordsOf(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? err.cause.message : undefined;
  return cause && cause !== err.message ? `${err.message}: ${cause}` : err.message;
}

/** The byte count the publisher announced, when the bytes on disk must match it (not when compressed on the way). */
function announcedBytes(headers: Headers): number | null {
  const encoding = headers.get('content-encoding');
  const length = headers.get('content-length');
  if ((encoding && encoding !== 'identity') || length === null || !/^\d+$/.test(length)) return null;
  return Number(length);
}

/**
 * Fetches a feed into `file` with a conditional request (If-None-Match, If-Modified-Since), and
 * answers only for a copy that arrived whole: a refusal, a web page instead of a file, a download
 * cut off (fewer bytes than Content-Length; a broken chunked or gzip stream) or one slower than the
 * timeout (the signal covers the body too: a server that sends its headers and then hangs is cut
 * off) throws FeedError. The body goes to disk as it arrives; it is never held in memory.
 */
export async function downloadFeed(request: FeedRequest, file: string): Promise<FeedAnswer> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  const headers: Record<string, string> = { accept: 'text/csv, */*;q=0.5', 'user-agent': 'Kasuwa price refresh' };
  if (request.etag) headers['if-none-match'] = request.etag;
  if (request.lastModified) headers['if-modified-since'] = request.lastModified;
  const failed = (stage: 'unreachable' | 'cut-off', err: unknown) =>
    new FeedError(
      signal.aborted
        ? /*i18n*/ {
            id: 'The feed did not send the whole file within {ms} ms.',
            values: { ms: String(request.timeoutMs) },
            comment: 'Why a refresh of a price source failed: the feed is the publisher’s file Kasuwa fetches',
          }
        : stage === 'unreachable'
          ? /*i18n*/ {
              id: 'The feed could not be reached ({detail}).',
              values: { detail: wordsOf(err) },
              comment: 'Why a refresh of a price source failed. {detail} is the network’s own error, in English',
            }
          : /*i18n*/ {
              id: 'The download was cut off ({detail}).',
              values: { detail: wordsOf(err) },
              comment: 'Why a refresh of a price source failed. {detail} is the network’s own error, in English',
            },
    );

  let response: Response;
  try {
    response = await fetch(request.url, { headers, signal, redirect: 'follow' });
  } catch (err) {
    throw failed('unreachable', err);
  }
  const body = response.body;
  try {
    if (response.status === 304) return { modified: false };
    if (!response.ok || !body)
      throw new FeedError(
        /*i18n*/ {
          id: 'The feed answered {status}.',
          values: { status: `${response.status} ${response.statusText}`.trimEnd() },
          comment:
            'Why a refresh of a price source failed. {status} is the HTTP status the publisher answered (404 Not Found)',
        },
      );
    const type = response.headers.get('content-type') ?? '';
    if (/html/i.test(type))
      throw new FeedError(
        /*i18n*/ {
          id: 'The feed answered a web page ({type}), not a CSV file.',
          values: { type },
          comment: 'Why a refresh of a price source failed. {type} is the answer’s content type (text/html)',
        },
      );
    const announced = announcedBytes(response.headers);
    try {
      await pipeline(Readable.fromWeb(body as NodeReadableStream<Uint8Array>), createWriteStream(file), { signal });
    } catch (err) {
      throw failed('cut-off', err);
    }
    const { size } = await stat(file);
    if (announced !== null && size !== announced)
      throw new FeedError(
        /*i18n*/ {
          id: 'The download was cut off: {size} of {announced} bytes arrived.',
          values: { size: String(size), announced: String(announced) },
          comment: 'Why a refresh of a price source failed: the bytes that arrived, of those the publisher announced',
        },
      );
    if (size === 0)
      throw new FeedError(
        /*i18n*/ {
          id: 'The feed sent an empty file.',
          comment: 'Why a refresh of a price source failed: the feed is the publisher’s file Kasuwa fetches',
        },
      );
    return {
      modified: true,
      bytes: size,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    };
  } finally {
    // A body not read (304, a refusal, a web page) is let go, so its connection closes.
    if (body && !body.locked) await body.cancel().catch(() => {});
  }
}
