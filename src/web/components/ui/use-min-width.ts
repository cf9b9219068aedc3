import { useEffect, useMemo, useState } from 'react';
import { isDrawing } from '../../lib/draw-under-way';

// A module of its own: the top bar (in the first download) uses it, and PhoneOrWide (in the
// screens' chunks) stays out of the first download.

/** The window's media query for a width, or null where there is no window to ask. */
const media = (minWidth: number) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
  typeof matchMedia === 'function' ? matchMedia(`(min-width: ${minWidth}px)`) : null;

/**
 * Whether the window is at least `minWidth` px wide, kept up to date as it is resized; null where
 * there is no window to ask (the tests, the pre-render). A pre-rendered page is hydrated with null,
 * as the pre-render drew it (for every width, CSS showing one), and keeps it until the width
 * crosses `minWidth`: asked at once, the answer would draw the hydrated page again in the task
 * that hydrated it, its longest.
 */
export function useMinWidth(minWidth: number): boolean | null {
  const list = useMemo(() => media(minWidth), [minWidth]);
  const [wide, setWide] = useState(() => (isDrawing('hydration') ? null : (list?.matches ?? null)));
  useEffect(() => {
    const changed = () => setWide(list?.matches ?? null);
    list?.addEventListener('change', changed);
    return () => list?.removeEventListener('change', changed);
  }, [list]);
  return wide;
}
