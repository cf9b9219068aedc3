import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MarketCorrectionInput, MarketProposalSchema } from '../../../../contract/reports';
import { api } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** POST /api/market-corrections (signed in) */
const suggest = (input: MarketCorrectionInput) =>
  api('/api/market-corrections', { method: 'POST', body: input, schema: MarketProposalSchema });

export function useSuggestCorrection() {
  const client = useQueryClient();
  return useMutation({ mutationFn: suggest, onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }) });
}
