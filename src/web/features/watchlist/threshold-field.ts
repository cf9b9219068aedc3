import { type FormEvent, useRef, useState } from 'react';
import { loadOnce } from '../../lib/lazy-resolver';
import type { ThresholdFormValues } from './threshold-form';

type Checked = { values: ThresholdFormValues } | { message: string };

/** The contract's rules for a threshold, loaded on the first check (decision record 020). */
const thresholdSchema = loadOnce(async () => (await import('./threshold-form')).ThresholdForm);

/**
 * A threshold as typed, checked with the contract's rules and messages (`ThresholdForm`), loaded on
 * the first check; a load that fails is tried again on the next check. The field's message is the
 * first the rules give, as the forms with react-hook-form show it.
 */
async function checkThreshold(thresholdPrice: string): Promise<Checked> {
  const result = (await thresholdSchema()).safeParse({ thresholdPrice });
  return result.success ? { values: result.data } : { message: result.error.issues[0]?.message ?? '' };
}

/**
 * One threshold field without react-hook-form, so the product page (where a shopper sees it) loads
 * no form library: checked as it is left, again as it changes once left or submitted, and on
 * submit, which focuses it when it is wrong; as `useThresholdForm` (forms.ts) does with
 * react-hook-form's `onTouched` mode. The input stays uncontrolled: `field` goes onto it.
 */
export function useThresholdField() {
  const input = useRef<HTMLInputElement | null>(null);
  const [error, setError] = useState<string>();
  // Left or submitted once: checked on every change from then on.
  const touched = useRef(false);
  // Only the latest check's answer is shown (checks load the rules, so they may end out of order).
  const latest = useRef(0);

  const check = async (): Promise<Checked> => {
    const run = ++latest.current;
    const checked = await checkThreshold(input.current?.value ?? '');
    if (run === latest.current) setError('message' in checked ? checked.message : undefined);
    return checked;
  };

  return {
    field: {
      name: 'thresholdPrice',
      ref: input,
      onBlur: () => {
        touched.current = true;
        void check();
      },
      onChange: () => {
        if (touched.current) void check();
      },
    },
    /** The field's message as the rules or the server gave it (in English: `thresholdMessage` says it in the active language). */
    error,
    /** A message of the server's for the field. */
    setError: (_field: 'thresholdPrice', { message }: { message: string }) => setError(message),
    /** Checks the field, then hands its value on when it is right. */
    handleSubmit: (onValid: (values: ThresholdFormValues) => Promise<void>) => async (event: FormEvent) => {
      event.preventDefault();
      touched.current = true;
      const checked = await check();
      if ('values' in checked) await onValid(checked.values);
      else input.current?.focus();
    },
    /** Empties the field and forgets its message. */
    reset: () => {
      if (input.current) input.current.value = '';
      touched.current = false;
      latest.current++;
      setError(undefined);
    },
  };
}
