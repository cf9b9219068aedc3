import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * The one way a screen shows a server answer: a spinner while it loads, the server's message and
 * a Retry button when it fails, `empty` when the data says there is nothing, else the data.
 */
export function QueryState<T>({
  query,
  loading,
  isEmpty,
  empty,
  error,
  flush = false,
  children,
}: {
  query: UseQueryResult<T>;
  /** What is loading, for the spinner and screen readers: 'Loading user profile' ("Loading…" when not said). */
  loading?: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /** What to say when loading fails (the spec's wording for the screen); the server's message otherwise. */
  error?: string;
  /** The spinner where the content will start (no margin above it), for content that has none either: nothing moves when it arrives. */
  flush?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isSuccess) return isEmpty?.(query.data) ? empty : children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="mt-4 flex flex-wrap items-center gap-3 text-red-700">
        <p>{error ?? errorMessage(query.error)}</p>
        <Button variant="secondary" size="sm" loading={query.isFetching} onClick={() => void query.refetch()}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  // Keyed: the content then replaces the spinner's element instead of being drawn into it. Preact
  // reuses an element of the same tag (a market's row of buttons took over the spinner's <div>), and
  // the browser counts that element's move down the page as a layout shift.
  return (
    <div key="loading" className={flush ? undefined : 'mt-4'}>
      <Spinner label={loading} />
    </div>
  );
}
