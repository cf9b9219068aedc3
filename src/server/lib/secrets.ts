import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: refresh tokens, e-mail confirmation tokens, reset codes. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What we store instead of a token: its SHA-256, so a database leak yields no usable token. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
