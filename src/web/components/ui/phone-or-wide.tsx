import type { ReactNode } from 'react';
import { cx } from './cx';
import { useMinWidth } from './use-min-width';

/** Tailwind's `md`: from this width a screen's table is shown instead of its phone list. */
const WIDE_PX = 768;

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
