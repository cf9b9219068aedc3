import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PriceReportCreatedSchema } from '../../../../contract/reports';
import { api, typed } from '../../../lib/api-client';
import { reportKeys } from '../reports.keys';
import { shrinkPhoto } from '../shrink-photo';

/** POST /api/price-reports (multipart: the report's fields and, optionally, the photo) */
const reportPrice = async ({
  fields,
  photo,
  onProgress,
}: {
  fields: Record<string, string>;
  photo: File | null;
  /** How much of a report with a photo is sent, from 0 to 1: on a slow connection the photo takes a while. */
  onProgress?: (fraction: number) => void;
}) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== '') form.append(name, value);
  if (photo) {
    const sent = await shrinkPhoto(photo);
    form.append('photo', sent, sent === photo ? photo.name : `${photo.name.replace(/\.\w+$/, '')}.jpg`);
  }
  return api('/api/price-reports', {
    method: 'POST',
    body: form,
    schema: typed<typeof PriceReportCreatedSchema>(),
    ...(photo && onProgress && { onUploadProgress: onProgress }),
  });
};

export function useReportPrice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reportPrice,
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.all }),
  });
}
