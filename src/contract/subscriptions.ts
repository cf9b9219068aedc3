import { z } from 'zod';
import { IdSchema, NairaSchema } from './common.js';

/** A subscription plan (the spec's subscription type): price in naira per month, duration in seconds. */
const SubscriptionTypeSchema = z.object({
  id: IdSchema,
  name: z.string(),
  price: z.number(),
  description: z.string(),
  durationInSeconds: z.number().int(),
});
export type SubscriptionType = z.infer<typeof SubscriptionTypeSchema>;
export const SubscriptionTypeListSchema = z.array(SubscriptionTypeSchema);

/** Whether a user may open the price charts now, and until when. */
export const SubscriptionStatusSchema = z.object({
  active: z.boolean(),
  plan: SubscriptionTypeSchema.nullable(),
  startsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** One paid period of a plan, created only by a verified payment. */
export const UserSubscriptionSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  subscriptionTypeId: IdSchema,
  planName: z.string(),
  amount: z.number(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  transactionReference: z.string(),
});
export type UserSubscription = z.infer<typeof UserSubscriptionSchema>;

/**
 * The spec's "add subscription" calls (`{ userId, subscriptionTypeId, amount }`, or only
 * `subscriptionTypeId`). They never create a subscription on the browser's word: they answer the one
 * the caller's verified payment created, or 402.
 */
export const ClaimSubscriptionSchema = z.object({
  userId: IdSchema.optional(),
  subscriptionTypeId: IdSchema.optional(),
  amount: NairaSchema.optional(),
  reference: z.string().max(100).optional(),
});
export type ClaimSubscription = z.infer<typeof ClaimSubscriptionSchema>;
