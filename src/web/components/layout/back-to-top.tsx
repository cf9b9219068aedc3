import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../ui/icons';

/** Scroll distance after which the back-to-top button appears (spec §9). */
const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX);
    // A page opened already scrolled: read in the next frame, where the page is laid out anyway.
    // (Read here, scrollY would lay out the newly drawn app within the task that draws it.)
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t`Back to top`}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-30 rounded-full bg-brand-700 p-3 text-white shadow-lg hover:bg-brand-800 md:bottom-6"
    >
      <ArrowUpIcon />
    </button>
  );
}
