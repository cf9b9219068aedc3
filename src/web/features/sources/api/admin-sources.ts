import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportSummarySchema } from '../../../../contract/catalogue';
import type { AdminSourceListSchema, AdminSourceSchema, SourceImportSchema } from '../../../../contract/sources';
import { api, typed } from '../../../lib/api-client';
import { sourceKeys } from '../sources.keys';

/** GET /api/admin/sources (admin): every source with its recent imports */
const getAdminSources = () => api('/api/admin/sources', { schema: typed<typeof AdminSourceListSchema>() });

export const useAdminSources = () => useQuery({ queryKey: sourceKeys.admin(), queryFn: getAdminSources });

/** PUT /api/admin/sources/{key} (admin): off, the source's prices stop counting; nothing is deleted */
const switchSource = ({ key, enabled }: { key: string; enabled: boolean }) =>
  api(`/api/admin/sources/${encodeURIComponent(key)}`, {
    method: 'PUT',
    body: { enabled },
    schema: typed<typeof AdminSourceSchema>(),
  });

/** POST /api/admin/import?source= (admin; multipart field "file"): a source's price file */
const importPrices = ({ source, file }: { source: string; file: File }) => {
  const form = new FormData();
  form.append('file', file);
  return api(`/api/admin/import?${new URLSearchParams({ source })}`, {
    method: 'POST',
    body: form,
    schema: typed<typeof ImportSummarySchema>(),
  });
};

/** POST /api/admin/sources/{key}/refresh (admin): fetches the source's feed now; only what is new is taken */
const refreshSource = (key: string) =>
  api(`/api/admin/sources/${encodeURIComponent(key)}/refresh`, {
    method: 'POST',
    schema: typed<typeof SourceImportSchema>(),
  });

/** Every cached answer may hold prices a switch or an import changed: all of them are asked again. */
function useRefreshAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

export function useSwitchSource() {
  const refreshAll = useRefreshAll();
  return useMutation({ mutationFn: switchSource, onSuccess: refreshAll });
}

export function useImportPrices() {
  const refreshAll = useRefreshAll();
  return useMutation({ mutationFn: importPrices, onSuccess: refreshAll });
}

export function useRefreshSource() {
  const refreshAll = useRefreshAll();
  return useMutation({ mutationFn: refreshSource, onSuccess: refreshAll });
}
