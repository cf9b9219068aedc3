import { type ReactNode, useId, useState } from 'react';
import { ChevronDownIcon } from './icons';
import { cx } from './cx';

export interface AccordionItem {
  title: string;
  body: ReactNode;
}

/** Questions that open one at a time; each header is a button that tells whether it is open. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const base = useId();
  return (
    <div className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
      {items.map((item, i) => {
        const expanded = open === i;
        return (
          <div key={item.title}>
            <h3>
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
            </h3>
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
