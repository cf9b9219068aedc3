import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SourceListCheck } from '../../../lib/shell-answers';
import { sourceKeys } from '../sources.keys';

/** GET /api/sources (no login): every price source with its publisher, licence, coverage and months */
const getSources = () => api('/api/sources', { schema: SourceListCheck });

/** The price sources; they change when an import lands, so an hour's copy is fine. */
export const useSources = () => useQuery({ queryKey: sourceKeys.list(), queryFn: getSources, staleTime: 60 * 60_000 });
