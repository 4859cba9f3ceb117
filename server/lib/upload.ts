import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, fieldError } from './errors';

/**
 * Multipart for one encapsulated scope. Uploads here are one file beside a few small fields, so
 * the parser refuses anything bigger before it is buffered; each call below sets its file size.
 */
export async function registerUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 50 },
  });
}

export interface UploadedFile {
  bytes: Buffer;
  name: string;
  type: string;
}

const hasCode = (err: unknown, code: string) =>
  typeof err === 'object' && err !== null && 'code' in err && err.code === code;

/** The one file of a multipart request, in `field`; every way it goes wrong is a 4xx naming it. */
export async function uploadedFile(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<UploadedFile> {
  let file: UploadedFile | null = null;
  try {
    const part = await req.file({ limits: { fileSize: maxBytes } });
    if (part?.fieldname === field) {
      file = { bytes: await part.toBuffer(), name: part.filename, type: part.mimetype };
    } else if (part) part.file.resume();
  } catch (err) {
    if (hasCode(err, 'FST_REQ_FILE_TOO_LARGE'))
      throw fieldError(field, `must be at most ${maxBytes} bytes`);
    if (hasCode(err, 'FST_INVALID_MULTIPART_CONTENT_TYPE'))
      throw new AppError('unsupported_media_type', 'Send the file as multipart/form-data');
    if (hasCode(err, 'FST_FILES_LIMIT') || hasCode(err, 'FST_PARTS_LIMIT'))
      throw fieldError(field, 'must be the only file');
    // Anything else here is the parser refusing the body (no boundary, cut short…).
    throw new AppError('bad_request', 'Malformed multipart/form-data body');
  }
  if (!file || file.bytes.byteLength === 0) throw fieldError(field, 'is required');
  return file;
}
