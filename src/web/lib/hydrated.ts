import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while a pre-rendered page waits for its code (and in the pre-render itself), true once
 * React owns the page. A form's submit button stays disabled until then: pressed earlier, the
 * browser would submit the form itself, as a GET carrying the typed password in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
