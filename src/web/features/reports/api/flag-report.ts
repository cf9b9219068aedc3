import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageSchema } from '../../../../contract/common';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** POST /api/price-reports/{id}/flags { reason } (signed in) */
const flagReport = ({ id, reason }: { id: string; reason: string }) =>
  api(`/api/price-reports/${encodeURIComponent(id)}/flags`, {
    method: 'POST',
    body: { reason },
    schema: typed<typeof MessageSchema>(),
  });

export function useFlagReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: flagReport,
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
