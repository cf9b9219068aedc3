import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

/** A photo is stored at most this wide and tall; its thumbnail for lists at most this. */
const MAX_SIDE = 1600;
const THUMB_SIDE = 320;
/** A decompression bomb (a small file that decodes to a huge bitmap) is refused above this many pixels. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface ReportPhotoBytes {
  sha256: string;
  jpeg: Buffer;
  thumb: Buffer;
}

/**
 * The photo decoded by sharp, or first by libheif (WebAssembly) when it is a HEIC from a phone's
 * camera: sharp's own build reads HEIF but not its HEVC pictures. libheif applies the picture's
 * rotation itself, and its pixels come without any metadata.
 */
async function decoded(bytes: Buffer) {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false } as const;
  const meta = await sharp(bytes, options).metadata();
  if (meta.format !== 'heif' || meta.compression !== 'hevc') return sharp(bytes, options);
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) throw new Error('too many pixels');
  const { default: decodeHeic } = await import('heic-decode');
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
    limitInputPixels: MAX_INPUT_PIXELS,
  });
}

/**
 * A shopper's photo of a price tag, shelf or receipt, made ours: decoded (the bytes decide, never
 * the name or the type), turned upright, shrunk, and re-encoded as JPEG with no metadata at all
 * (EXIF with its GPS position and camera serial, XMP, ICC comments: sharp writes none unless told
 * to); a thumbnail beside it. Anything that does not decode is refused and nothing is stored.
 */
export async function normalisePhoto(bytes: Buffer): Promise<ReportPhotoBytes> {
  try {
    const upright = (await decoded(bytes)).rotate().flatten({ background: '#ffffff' });
    const jpeg = await upright
      .clone()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    const thumb = await upright
      .clone()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 })
      .toBuffer();
    return { sha256: createHash('sha256').update(jpeg).digest('hex'), jpeg, thumb };
  } catch {
    throw new AppError(
      'BAD_REQUEST',
      /*i18n*/ { id: 'The photo is not an image we can read (JPEG, PNG, WebP or HEIC).' },
      [{ path: 'photo', message: /*i18n*/ { id: 'Must be a photo.' } }],
    );
  }
}
