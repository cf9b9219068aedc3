import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import type { Words } from '../lib/i18n.js';

/** Multipart bodies for the routes of one plugin (encapsulated): one file of at most `maxBytes`, and `fields` text fields. */
export async function acceptUploads(app: FastifyInstance, maxBytes: number, fields = 5): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields, parts: fields + 1, fieldSize: 4096 },
  });
}

/**
 * A multipart form of text fields and at most one file (field `fileField`, optional), read whole:
 * the fields as strings (a field sent twice is refused), the file's bytes when one was sent.
 */
export async function uploadedForm(
  request: FastifyRequest,
  maxBytes: number,
  fileField: string,
): Promise<{ fields: Record<string, string>; file: Buffer | undefined }> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', /*i18n*/ { id: 'Send the form as multipart/form-data.' });
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField)
          throw new AppError(
            'VALIDATION_FAILED',
            /*i18n*/ { id: 'Send the file in the field "{field}".', values: { field: fileField } },
            [{ path: part.fieldname, message: /*i18n*/ { id: 'Unexpected file.' } }],
          );
        file = await part.toBuffer();
        if (file.length === 0) file = undefined;
      } else {
        if (part.fieldname in fields)
          throw new AppError(
            'VALIDATION_FAILED',
            /*i18n*/ { id: '{field} was sent twice.', values: { field: part.fieldname } },
            [{ path: part.fieldname, message: /*i18n*/ { id: 'Sent twice.' } }],
          );
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        /*i18n*/ {
          id: 'The file ({field}) must be at most {megabytes} MB.',
          values: { field: fileField, megabytes: maxBytes / 1024 / 1024 },
        },
      );
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', /*i18n*/ { id: 'The form has too many fields or files.' });
    throw err;
  }
  return { fields, file };
}

/** The one uploaded file of a multipart request (field `file`), read whole up to `maxBytes`. */
export async function uploadedFile(request: FastifyRequest, maxBytes: number, what: Words): Promise<Buffer> {
  return (await uploadedNamedFile(request, maxBytes, what)).bytes;
}

/** The same, with the file's name as the client sent it (cut to 200 characters; 'upload' when none). */
export async function uploadedNamedFile(
  request: FastifyRequest,
  maxBytes: number,
  /** What the file is, for "… must be at most N MB": 'An image'. */
  what: Words,
): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      /*i18n*/ { id: 'Send the file as multipart/form-data in the field "file".' },
    );
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5 } });
  if (!part || part.fieldname !== 'file')
    throw new AppError(
      'VALIDATION_FAILED',
      /*i18n*/ { id: 'Send the file in the field "{field}".', values: { field: 'file' } },
      [{ path: 'file', message: /*i18n*/ { id: 'Required.' } }],
    );
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        /*i18n*/ {
          id: '{what} must be at most {megabytes} MB.',
          values: { what, megabytes: maxBytes / 1024 / 1024 },
          comment: '{what} is the kind of file: an image, a price file, a file of reports',
        },
      );
    throw err;
  });
  if (bytes.length === 0)
    throw new AppError('VALIDATION_FAILED', /*i18n*/ { id: 'The file is empty.' }, [
      { path: 'file', message: /*i18n*/ { id: 'Empty.' } },
    ]);
  // Only what can be shown back: printable characters, at most 200.
  const filename =
    [...(part.filename || '')]
      .filter((c) => c >= ' ')
      .join('')
      .slice(0, 200) || 'upload';
  return { bytes, filename };
}
