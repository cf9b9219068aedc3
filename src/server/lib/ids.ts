import { randomFillSync } from 'node:crypto';

// Random bytes drawn 4 KiB at a time: one system call per 256 ids instead of one per id.
const pool = Buffer.alloc(4096);
let used = pool.length;

/**
 * UUID version 7 (RFC 9562): 48-bit Unix milliseconds, then random bits, so new rows land at the
 * end of btree indexes instead of scattering across them.
 */
export function uuidv7(now: number = Date.now()): string {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  const bytes = Buffer.from(pool.subarray(used, used + 16));
  used += 16;
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
