import { useQuery } from '@tanstack/react-query';
import type { PublicReportListSchema, ReportSummarySchema } from '../../../../contract/reports';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** GET /api/price-reports/summary?marketId&commodityId (no login) */
const getSummary = (marketId: string, commodityId: string) =>
  api(`/api/price-reports/summary?${new URLSearchParams({ marketId, commodityId })}`, {
    schema: typed<typeof ReportSummarySchema>(),
  });

export const useReportSummary = (marketId: string, commodityId: string) =>
  useQuery({ queryKey: reportKeys.summary(marketId, commodityId), queryFn: () => getSummary(marketId, commodityId) });

/** GET /api/price-reports?marketId&commodityId (no login): the confirmed reports, newest first */
const getConfirmed = (marketId: string, commodityId: string) =>
  api(`/api/price-reports?${new URLSearchParams({ marketId, commodityId })}`, {
    schema: typed<typeof PublicReportListSchema>(),
  });

export const useConfirmedReports = (marketId: string, commodityId: string) =>
  useQuery({
    queryKey: reportKeys.confirmed(marketId, commodityId),
    queryFn: () => getConfirmed(marketId, commodityId),
  });
