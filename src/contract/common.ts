import { z } from 'zod';

/** Server-generated UUID; the all-zero GUID a client sends for a new entity means "new". */
export const IdSchema = z.uuid({ message: 'Must be a valid id (UUID).' });
export type Id = z.infer<typeof IdSchema>;

export const NEW_ENTITY_ID = '00000000-0000-0000-0000-000000000000';

/** Naira amounts in the API: a non-negative number with at most 2 decimals (stored as integer kobo). */
export const NairaSchema = z
  .number({ message: 'Must be a number.' })
  .nonnegative({ message: 'Must not be negative.' })
  .max(1_000_000_000, { message: 'Must be at most 1,000,000,000.' })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
    message: 'Must have at most 2 decimals.',
  });

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });
}

/** RFC 9457 problem details, as every error of the API is written. */
export const ProblemDetailsSchema = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  code: z.string(),
  detail: z.string(),
  /** Same as `detail`: the spec's screens show "the server's message". */
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetailsSchema>;

export const HealthSchema = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
});
export type Health = z.infer<typeof HealthSchema>;
