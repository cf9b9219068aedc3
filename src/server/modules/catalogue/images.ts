import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

/** Uploads larger than this are refused before decoding (413). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Images are stored at most this wide and tall. */
const MAX_SIDE = 1024;
/** A decompression bomb (a small file that decodes to a huge bitmap) is refused above this many pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface StoredImage {
  sha256: string;
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes whatever was uploaded (the bytes decide, never the name or the type), turns it upright,
 * shrinks it to at most 1024 px, and re-encodes it as JPEG without any metadata (no EXIF, no GPS).
 * Anything that does not decode as an image is a 400.
 */
export async function normaliseImage(bytes: Buffer): Promise<StoredImage> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return {
      sha256: createHash('sha256').update(data).digest('hex'),
      jpeg: data,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      /*i18n*/ { id: 'The file is not an image we can read (JPEG, PNG, WebP, GIF or AVIF).' },
      [{ path: 'file', message: /*i18n*/ { id: 'Must be an image.' } }],
    );
  }
}

export const imageUrlOf = (sha256: string) => `/api/images/${sha256}.jpg`;
/** The generated picture of a commodity (placeholderSvg), for products without a photo. */
export const commodityPictureUrl = (commodityId: string) => `/api/images/commodity/${commodityId}.svg`;
export const shaOfImageUrl = (url: string | null) => /^\/api\/images\/([0-9a-f]{64})\.jpg$/.exec(url ?? '')?.[1];

/** The colour each category's generated pictures are drawn on. */
const CATEGORY_COLOURS = ['#0f766e', '#b45309', '#7c3aed', '#be123c', '#1d4ed8', '#4d7c0f', '#a16207', '#0e7490'];

/**
 * An honest picture for a product that has no photo: a market bag on its category's colour, never
 * a photo of something else, and no words (the card names the item under it, in the shopper's
 * language; words drawn into a picture could be in one language only).
 */
export function placeholderSvg(categoryName: string): string {
  let hash = 0;
  for (const c of categoryName) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const colour = CATEGORY_COLOURS[hash % CATEGORY_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="200" viewBox="0 0 360 200" aria-hidden="true"><rect width="360" height="200" fill="${colour}"/><g transform="translate(148 68) scale(2)" opacity="0.9"><path d="M2 10h28l-3.2 20.8a4 4 0 0 1-4 3.2H9.2a4 4 0 0 1-4-3.2z" fill="#ffffff"/><path d="M8 10a8 8 0 0 1 16 0" stroke="#ffffff" stroke-width="3" fill="none"/></g></svg>`;
}
