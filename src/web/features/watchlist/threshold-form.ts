import { z } from 'zod';
import { ThresholdSchema } from '../../../contract/watchlist';

/**
 * A threshold price as typed, checked with the contract's rules and messages. A blank or
 * non-numeric field is NaN, so it gets the contract's "Enter a threshold price" message.
 */
export const ThresholdForm = z.object({
  thresholdPrice: z
    .string()
    .transform((text) => (text.trim() === '' ? Number.NaN : Number(text)))
    .pipe(ThresholdSchema),
});
export type ThresholdFormInput = z.input<typeof ThresholdForm>;
export type ThresholdFormValues = z.output<typeof ThresholdForm>;
