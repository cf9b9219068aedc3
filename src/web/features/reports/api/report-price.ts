import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PriceReportCreatedSchema } from '../../../../contract/reports';
import { api } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';

/** POST /api/price-reports (multipart: the report's fields and, optionally, the photo) */
const reportPrice = ({ fields, photo }: { fields: Record<string, string>; photo: File | null }) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
  if (photo) form.append('photo', photo);
  return api('/api/price-reports', { method: 'POST', body: form, schema: PriceReportCreatedSchema });
};

export function useReportPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportPrice,
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
