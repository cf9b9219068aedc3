import { type ReactNode, useEffect, useState } from 'react';
import { cx } from './cx';

/**
 * Slides that advance on their own every few seconds (not when the user prefers reduced motion,
 * nor while hovered or focused, nor once paused with its Pause button), with previous/next
 * buttons and dots; every control is at least 24×24 px.
 */
const control = 'flex h-8 w-8 items-center justify-center rounded-full bg-white/85 text-sm text-stone-800';

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

  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || stopped || still || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, stopped, count, intervalMs]);

  const go = (i: number) => setIndex((i + count) % count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-2xl"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {slides.map((slide, i) => (
        <div key={i} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${count}`} hidden={i !== index}>
          {slide}
        </div>
      ))}
      {count > 1 && (
        <div className="absolute inset-x-0 bottom-2 flex items-center justify-center gap-1">
          <button
            type="button"
            aria-label={stopped ? 'Play slides' : 'Pause slides'}
            aria-pressed={stopped}
            onClick={() => setStopped((s) => !s)}
            className={control}
          >
            {stopped ? '▶' : '❚❚'}
          </button>
          <button type="button" aria-label="Previous slide" onClick={() => go(index - 1)} className={control}>
            ‹
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index}
              onClick={() => go(i)}
              className="flex h-6 w-6 items-center justify-center rounded-full"
            >
              <span className={cx('h-2.5 w-2.5 rounded-full', i === index ? 'bg-white' : 'bg-white/60')} />
            </button>
          ))}
          <button type="button" aria-label="Next slide" onClick={() => go(index + 1)} className={control}>
            ›
          </button>
        </div>
      )}
    </section>
  );
}
