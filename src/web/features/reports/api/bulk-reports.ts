import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkReportResultSchema } from '../../../../contract/reports';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** POST /api/price-reports/bulk (multipart field "file"): admins and trusted contributors */
const sendFile = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api('/api/price-reports/bulk', { method: 'POST', body: form, schema: typed<typeof BulkReportResultSchema>() });
};

export function useBulkReports() {
  const client = useQueryClient();
  return useMutation({ mutationFn: sendFile, onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }) });
}
