/** A multipart/form-data body of one file, for `inject` (`{ payload, headers }`). */
export function multipart(
  content: Buffer | string,
  { field = 'file', filename = 'upload', type = 'application/octet-stream' } = {},
) {
  const boundary = '----kasuwa-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
