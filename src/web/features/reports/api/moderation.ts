import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationReportListSchema, PriceReportSchema } from '../../../../contract/reports';
import { api, typed } from '../../../lib/api-client';
import { getAccessToken } from '../../../lib/session';
import { reportKeys } from '../reports.keys';

/** GET /api/moderation/price-reports?state (moderators and admins) */
const getQueue = (state: string) =>
  api(`/api/moderation/price-reports?${new URLSearchParams({ state })}`, {
    schema: typed<typeof ModerationReportListSchema>(),
  });

export const useModerationQueue = (state: string) =>
  useQuery({ queryKey: reportKeys.queue(state), queryFn: () => getQueue(state) });

/** POST /api/moderation/price-reports/{id}/decision */
const decide = ({
  id,
  ...decision
}: {
  id: string;
  decision: 'approve' | 'reject';
  reason?: string;
  commodityId?: string;
}) =>
  api(`/api/moderation/price-reports/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: decision,
    schema: typed<typeof PriceReportSchema>(),
  });

export function useDecide() {
  const client = useQueryClient();
  return useMutation({ mutationFn: decide, onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }) });
}

/**
 * GET /api/price-reports/{id}/photo?size, as an object URL: a pending report's photo is for
 * moderators only, so it is fetched with the token rather than by an <img> that cannot send one.
 */
async function getPhoto(id: string, size: 'thumb' | 'full'): Promise<string> {
  const token = getAccessToken();
  const res = await fetch(`/api/price-reports/${encodeURIComponent(id)}/photo?size=${size}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error('The photo could not be loaded.');
  return URL.createObjectURL(await res.blob());
}

export const useReportPhoto = (id: string, enabled: boolean, size: 'thumb' | 'full' = 'thumb') =>
  useQuery({ queryKey: reportKeys.photo(id, size), queryFn: () => getPhoto(id, size), enabled, staleTime: Infinity });
