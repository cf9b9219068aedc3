import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import type { ThresholdFormInput, ThresholdFormValues } from './threshold-form';

export type { ThresholdFormInput, ThresholdFormValues };

/** Checks a threshold with the contract's schema, loaded on the first check (decision record 020). */
const thresholdResolver = lazyResolver<ThresholdFormInput, ThresholdFormValues>(async () => {
  const [{ zodResolver }, { ThresholdForm }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('./threshold-form'),
  ]);
  return zodResolver(ThresholdForm);
});

/**
 * A form of one threshold field, checked as it is left and on submit: the watchlist's edit in place.
 * The product page's field does the same without react-hook-form (threshold-field.ts).
 */
export const useThresholdForm = () =>
  useForm<ThresholdFormInput, unknown, ThresholdFormValues>({ resolver: thresholdResolver, mode: 'onTouched' });
