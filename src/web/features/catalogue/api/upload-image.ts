import { UploadedImageSchema } from '../../../../contract/catalogue';
import { ProblemDetailsSchema } from '../../../../contract/common';
import { getAccessToken } from '../../../lib/session';

/**
 * POST /api/markets/uploadImage (admin; multipart field "file"), with upload progress from 0 to 1.
 * XMLHttpRequest, because fetch cannot report how much of a body has gone.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/markets/uploadImage');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onerror = () => reject(new Error('The upload failed: check your connection and try again.'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: reported below
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const ok = UploadedImageSchema.safeParse(body);
        if (ok.success) return resolve(ok.data);
      }
      const problem = ProblemDetailsSchema.safeParse(body);
      reject(new Error(problem.success ? problem.data.message : 'The upload failed. Please try again.'));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
