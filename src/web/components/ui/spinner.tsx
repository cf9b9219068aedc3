import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from './cx';

// eslint-disable-next-line lingui/no-unlocalized-strings -- class names, not texts
const ringClass = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-4' };

/** A spinning ring with what is loading ("Loading…" in the active language when not said). */
export function Spinner({ size = 'md', label }: { size?: 'sm' | 'md' | 'lg'; label?: string }) {
  const { t } = useLingui();
  const shown = label ?? t`Loading…`;
  return (
    <span role="status" className="inline-flex items-center gap-2 text-stone-600">
      <span
        className={cx('animate-spin rounded-full border-current border-t-transparent', ringClass[size])}
        aria-hidden
      />
      {shown ? (
        <span>{shown}</span>
      ) : (
        <span className="sr-only">
          <Trans>Loading</Trans>
        </span>
      )}
    </span>
  );
}
