import type { UploadedImageSchema } from '../../../../contract/catalogue';
import { api, ApiError, typed } from '../../../lib/api-client';

/** The words for a failed upload: the server's when it explained, else what the shopper can do. */
function uploadFailure(err: unknown): string {
  if (err instanceof ApiError && err.code) return err.message;
  if (err instanceof TypeError) return 'The upload failed: check your connection and try again.';
  return 'The upload failed. Please try again.';
}

/**
 * POST /api/markets/uploadImage (admin; multipart field "file"), with upload progress from 0 to 1.
 * Through the API client like every call: an expired token is renewed once and the upload sent again.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  try {
    return await api('/api/markets/uploadImage', {
      method: 'POST',
      body: form,
      schema: typed<typeof UploadedImageSchema>(),
      onUploadProgress: onProgress,
    });
  } catch (err) {
    throw new Error(uploadFailure(err));
  }
}
