import { useQuery } from '@tanstack/react-query';
import { PriceReportListSchema } from '../../../../contract/reports';
import { api } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** GET /api/price-reports/mine: the caller's reports, newest first */
const getMine = () => api('/api/price-reports/mine', { schema: PriceReportListSchema });

export const useMyReports = () => useQuery({ queryKey: reportKeys.mine(), queryFn: getMine });
