import { type ReactNode, useSyncExternalStore } from 'react';
import { cx } from './cx';

/** Tailwind's `md`: from this width a screen's table is shown instead of its phone list. */
const WIDE_PX = 768;

/** One width's media query, with the two functions `useSyncExternalStore` takes (made once a width). */
const widthQueries = new Map<
  number,
  { subscribe: (changed: () => void) => () => void; matches: () => boolean | null }
>();

function widthQuery(minWidth: number) {
  let query = widthQueries.get(minWidth);
  if (!query) {
    const media = () =>
      typeof window.matchMedia === 'function' ? window.matchMedia(`(min-width: ${minWidth}px)`) : null;
    query = {
      subscribe: (changed) => {
        const list = media();
        list?.addEventListener('change', changed);
        return () => list?.removeEventListener('change', changed);
      },
      matches: () => media()?.matches ?? null,
    };
    widthQueries.set(minWidth, query);
  }
  return query;
}

/**
 * Whether the window is at least `minWidth` px wide, kept up to date; null where there is no window
 * to ask (the tests, the pre-render) and while a pre-rendered page is hydrated, so that what the
 * server drew for every width is drawn then too.
 */
export function useMinWidth(minWidth: number): boolean | null {
  const { subscribe, matches } = widthQuery(minWidth);
  return useSyncExternalStore(subscribe, matches, () => null);
}

/**
 * A screen's two layouts of one list, of which only the one the width shows is drawn: the phone's
 * cards below 768 px, the table from it. Both were drawn, one hidden by CSS, which doubled the work
 * and the page's size on a phone (the state prices page had 1,181 elements). Where the width
 * cannot be asked, both are drawn and CSS shows one. Each comes in a box with `className` (its
 * spacing), which also says below which width it shows.
 */
export function PhoneOrWide({ phone, wide, className }: { phone: ReactNode; wide: ReactNode; className?: string }) {
  const wideWindow = useMinWidth(WIDE_PX);
  return (
    <>
      {wideWindow !== true && <div className={cx(className, 'md:hidden')}>{phone}</div>}
      {wideWindow !== false && <div className={cx(className, 'hidden md:block')}>{wide}</div>}
    </>
  );
}
