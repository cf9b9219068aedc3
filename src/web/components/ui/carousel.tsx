import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { cx } from './cx';

/**
 * Slides that advance on their own every few seconds (not when the user prefers reduced motion,
 * nor while hovered or focused, nor once paused with its Pause button), with previous/next
 * buttons and dots; every control is at least 24×24 px.
 */
const controlClass = 'flex h-8 w-8 items-center justify-center rounded-full bg-white/85 text-sm text-stone-800';

export function Carousel({
  slides,
  label,
  intervalMs = 6000,
}: {
  slides: ReactNode[];
  label: string;
  intervalMs?: number;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = slides.length;
  const { t } = useLingui();

  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || stopped || still || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, stopped, count, intervalMs]);

  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      aria-roledescription={t({
        message: 'carousel',
        comment: 'What a screen reader calls the slideshow of highlights',
      })}
      aria-label={label}
      className="relative overflow-hidden rounded-2xl"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => {
        const number = i + 1;
        return (
          <div
            key={i}
            role="group"
            aria-roledescription={t({
              message: 'slide',
              comment: 'What a screen reader calls one slide of the slideshow',
            })}
            aria-label={t({
              message: `${number} of ${count}`,
              comment: 'A slide of the slideshow: its number, of how many',
            })}
            hidden={i !== index}
          >
            {slide}
          </div>
        );
      })}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1">
          <button
            type="button"
            aria-label={stopped ? t`Play slides` : t`Pause slides`}
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
            className={controlClass}
          >
            {stopped ? '▶' : '❚❚'}
          </button>
          <button type="button" aria-label={t`Previous slide`} onClick={() => go(index - 1)} className={controlClass}>
            ‹
          </button>
          {slides.map((_, i) => {
            const number = i + 1;
            return (
              <button
                key={i}
                type="button"
                aria-label={t`Go to slide ${number}`}
                aria-current={i === index}
                onClick={() => go(i)}
                className="flex h-6 w-6 items-center justify-center rounded-full"
              >
                <span className={cx('h-2.5 w-2.5 rounded-full', i === index ? 'bg-white' : 'bg-white/60')} />
              </button>
            );
          })}
          <button type="button" aria-label={t`Next slide`} onClick={() => go(index + 1)} className={controlClass}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
