import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Button } from './button';

/** Splits a list into pages; pages start at 1 and the last page may be short. */
export function paginate<T>(items: T[], page: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  return { page: current, totalPages, items: items.slice((current - 1) * pageSize, current * pageSize) };
}

/**
 * Previous / "Page X of Y" / Next; Previous is disabled on page 1 and Next on the last page. With
 * `more` (a list read a page at a time, whose end is not known yet) the label says "Page X of Y+"
 * and Next stays enabled on page Y. Below a list scrolled past its start (eight search results
 * are four screens of a phone), a new page is shown from the top of the screen, not from its end.
 */
export function Pagination({
  page,
  totalPages,
  more = false,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  more?: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t } = useLingui();
  const nav = useRef<HTMLElement>(null);
  const go = (to: number) => {
    onPageChange(to);
    const list = nav.current?.parentElement;
    if (list && list.getBoundingClientRect().top < 0) window.scrollTo({ top: 0 });
  };
  return (
    <nav ref={nav} className="mt-6 flex items-center justify-center gap-4" aria-label={t`Pagination`}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span className="text-sm text-stone-700" aria-live="polite">
        {more ? (
          <Trans comment="More pages may follow the last one known">
            Page {page} of {totalPages}+
          </Trans>
        ) : (
          <Trans>
            Page {page} of {totalPages}
          </Trans>
        )}
      </span>
      <Button variant="secondary" size="sm" disabled={page >= totalPages && !more} onClick={() => go(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
