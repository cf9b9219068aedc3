import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketProposalListSchema, MarketProposalSchema } from '../../../../contract/reports';
import type { MarketInput } from '../../../../contract/markets';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** POST /api/market-proposals (signed in) */
const propose = (input: Omit<MarketInput, 'id'>) =>
  api('/api/market-proposals', { method: 'POST', body: input, schema: typed<typeof MarketProposalSchema>() });

export function useProposeMarket() {
  const client = useQueryClient();
  return useMutation({ mutationFn: propose, onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }) });
}

/** GET /api/moderation/market-proposals (moderators and admins): the markets waiting */
const getProposals = () =>
  api('/api/moderation/market-proposals', { schema: typed<typeof MarketProposalListSchema>() });

export const useMarketProposals = () => useQuery({ queryKey: reportKeys.proposals(), queryFn: getProposals });

/** POST /api/moderation/market-proposals/{id}/decision */
const decide = ({ id, ...decision }: { id: string; decision: 'approve' | 'reject'; reason?: string }) =>
  api(`/api/moderation/market-proposals/${encodeURIComponent(id)}/decision`, {
    method: 'POST',
    body: decision,
    schema: typed<typeof MarketProposalSchema>(),
  });

export function useDecideProposal() {
  const client = useQueryClient();
  return useMutation({ mutationFn: decide, onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }) });
}
