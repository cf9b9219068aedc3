import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from './icons';
import { cx } from './cx';

export interface AccordionItem {
  title: string;
  body: ReactNode;
}

/**
 * Questions that open one at a time; each header is a button that tells whether it is open. The
 * headers are h2 by default: one level below the page's h1, never skipping one.
 */
export function Accordion({ items, headingLevel = 2 }: { items: AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.title}>
            <Heading className="text-base">
              <button
                type="button"
                id={`${base}-h${i}`}
                aria-expanded={expanded}
                aria-controls={`${base}-p${i}`}
                onClick={() => setOpen(expanded ? null : i)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium text-stone-900 hover:bg-stone-50"
              >
                {item.title}
                <ChevronDownIcon className={cx('shrink-0 transition-transform', expanded && 'rotate-180')} />
              </button>
            </Heading>
            <div
              id={`${base}-p${i}`}
              role="region"
              aria-labelledby={`${base}-h${i}`}
              hidden={!expanded}
              className="px-4 pb-4 text-stone-700"
            >
              {item.body}
            </div>
          </div>
        );
      })}
    </div>
  );
}
