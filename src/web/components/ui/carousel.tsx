import { type ReactNode, useEffect, useState } from 'react';
import { cx } from './cx';

/**
 * Slides that advance on their own every few seconds (not when the user prefers reduced motion,
 * nor while hovered or focused), with previous/next buttons and dots.
 */
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
  const count = slides.length;

  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || still || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [paused, count, intervalMs]);

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
        <div className="absolute inset-x-0 bottom-3 flex items-center justify-center gap-3">
          <button
            type="button"
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
            className="rounded-full bg-white/80 px-2 text-stone-800"
          >
            ‹
          </button>
          {slides.map((_, i) => (
            <button
              key={i}
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index}
              onClick={() => go(i)}
              className={cx('h-2.5 w-2.5 rounded-full', i === index ? 'bg-white' : 'bg-white/50')}
            />
          ))}
          <button
            type="button"
            aria-label="Next slide"
            onClick={() => go(index + 1)}
            className="rounded-full bg-white/80 px-2 text-stone-800"
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
