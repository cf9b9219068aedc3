import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarketProposalSchema } from '../../../../contract/reports';
import type { MarketCorrectionInput } from '../../../../contract/reports';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** POST /api/market-corrections (signed in) */
const suggest = (input: MarketCorrectionInput) =>
  api('/api/market-corrections', { method: 'POST', body: input, schema: typed<typeof MarketProposalSchema>() });

export function useSuggestCorrection() {
  const client = useQueryClient();
  return useMutation({ mutationFn: suggest, onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }) });
}
