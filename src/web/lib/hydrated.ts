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

/** Whether the draw under way hydrates a pre-rendered page (`whileHydrating`). */
let hydrating = false;

/**
 * Hydrates a pre-rendered page (main.tsx): while `draw` runs, `isHydrating()` is true, so that a
 * component can draw what the pre-render drew rather than ask the browser first (`useMinWidth`).
 */
export function whileHydrating<T>(draw: () => T): T {
  hydrating = true;
  try {
    return draw();
  } finally {
    hydrating = false;
  }
}

export const isHydrating = () => hydrating;
