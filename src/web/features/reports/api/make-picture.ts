import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Schema } from '../../../lib/check';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** POST /api/moderation/price-reports/{id}/picture (moderators and admins) */
const makePicture = (id: string) =>
  api(`/api/moderation/price-reports/${encodeURIComponent(id)}/picture`, {
    method: 'POST',
    schema: typed<Schema<{ productId: string; imageUrl: string }>>(),
  });

export function useMakePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makePicture,
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
