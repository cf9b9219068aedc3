import { useQuery } from '@tanstack/react-query';
import type { PriceReportListSchema } from '../../../../contract/reports';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** GET /api/price-reports/mine: the caller's reports, newest first */
const getMine = () => api('/api/price-reports/mine', { schema: typed<typeof PriceReportListSchema>() });

export const useMyReports = () => useQuery({ queryKey: reportKeys.mine(), queryFn: getMine });
