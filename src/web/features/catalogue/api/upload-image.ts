import type { UploadedImageSchema } from '../../../../contract/catalogue';
import { api, typed } from '../../../lib/api-client';

/**
 * POST /api/markets/uploadImage (admin; multipart field "file"), with upload progress from 0 to 1.
 * Through the API client like every call: an expired token is renewed once and the upload sent again.
 * A failure is the API client's (ImagePicker words it).
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return api('/api/markets/uploadImage', {
    method: 'POST',
    body: form,
    schema: typed<typeof UploadedImageSchema>(),
    onUploadProgress: onProgress,
  });
}
