import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** POST /api/moderation/price-reports/{id}/picture (moderators and admins) */
const makePicture = (id: string) =>
  api(`/api/moderation/price-reports/${encodeURIComponent(id)}/picture`, {
    method: 'POST',
    schema: z.object({ productId: z.string(), imageUrl: z.string() }),
  });

export function useMakePicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: makePicture,
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
