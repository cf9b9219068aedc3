import { z } from 'zod';

/** The Track Order form: an order id is a UUID, as My Orders shows it. */
export const TrackOrderForm = z.object({
  orderId: z
    .string()
    .trim()
    .min(1, 'Please enter your order id.')
    .pipe(
      z.uuid({
        message:
          'That is not an order id. An order id has 36 characters, like 0190c0de-7a1b-7c2d-8e3f-0123456789ab: copy it from My Orders.',
      }),
    ),
});
export type TrackOrderFormValues = z.infer<typeof TrackOrderForm>;
