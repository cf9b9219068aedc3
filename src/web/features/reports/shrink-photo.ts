/** The longest side the server keeps (reports.photos.ts): sending more only costs the shopper data. */
const MAX_SIDE = 1600;

/**
 * A photo made small on the phone before it is sent: drawn upright at most 1600 px on a side and
 * encoded as JPEG, so a 4 MB camera photo crosses a slow connection as some 300 kB, and its
 * metadata (the GPS position, the camera’s serial) never leaves the phone, whatever the size. A photo the browser
 * cannot draw (a HEIC on most Android browsers) is sent as it is: the server reads it and strips it.
 */
export async function shrinkPhoto(photo: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return photo;
  try {
    const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    const context = canvas.getContext('2d');
    if (!context) return photo;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const small = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.85));
    return small ?? photo;
  } catch {
    return photo;
  }
}
