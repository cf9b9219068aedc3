import { type ReactNode, useCallback } from 'react';
import { SourceNameProvider } from '../../../app/source-names';
import { useSources } from '../api/sources';

/** The names of the price sources, read once from GET /api/sources when a screen first shows a price. */
function useSourceNamesFromApi() {
  const { data } = useSources();
  return useCallback((key: string) => data?.find((s) => s.key === key)?.name ?? key.toUpperCase(), [data]);
}

/** Gives every screen under it the sources' names (see app/source-names.ts). */
export function SourceNames({ children }: { children: ReactNode }) {
  return <SourceNameProvider value={useSourceNamesFromApi}>{children}</SourceNameProvider>;
}
