import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';

/**
 * The Track Order form: an order id is a UUID, as My Orders shows it. Its messages in the language
 * of `_` (the screen's `useLingui()._`: a new one when the language changes).
 */
export const trackOrderForm = (_: I18n['_']) =>
  z.object({
    orderId: z
      .string()
      .trim()
      .min(1, _(msg`Please enter your order id.`))
      .pipe(
        z.uuid({
          message: _(
            msg`That is not an order id. An order id has 36 characters, like 0190c0de-7a1b-7c2d-8e3f-0123456789ab: copy it from My Orders.`,
          ),
        }),
      ),
  });
export type TrackOrderFormValues = z.infer<ReturnType<typeof trackOrderForm>>;
