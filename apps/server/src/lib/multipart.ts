import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { isSafeFileName } from './images.js';

export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

export interface MultipartOptions {
  fileFields: readonly string[];
  maxFileBytes: number;
  maxFiles: number;
  /** Per text field; the app-wide default (10 kB) is too small for, say, a drawn service area. */
  maxFieldBytes?: number;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/**
 * Reads a multipart body: text fields, and files only under the `fileFields` names, each capped at
 * `maxFileBytes` while streaming (over it: 413) and refused when its name carries a path.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: MultipartOptions,
): Promise<MultipartForm> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({
    preservePath: true, // so a name carrying a path is seen, and refused
    limits: {
      fileSize: options.maxFileBytes,
      files: options.maxFiles,
      ...(options.maxFieldBytes ? { fieldSize: options.maxFieldBytes } : {}),
    },
  });
  try {
    await collectParts(parts, options, fields, files);
  } catch (error) {
    // The parser's own errors (no boundary, a body cut before its end) are plain Errors: the client's fault,
    // not a defect. Ours (AppError) and the plugin's limits (413, with a status) keep their answers.
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw new AppError('BAD_REQUEST');
  }
  return { fields, files };
}

async function collectParts(
  parts: ReturnType<FastifyRequest['parts']>,
  options: MultipartOptions,
  fields: Record<string, string>,
  files: UploadedFile[],
) {
  for await (const part of parts) {
    if (part.type === 'file') {
      if (!options.fileFields.includes(part.fieldname) || !isSafeFileName(part.filename)) {
        await part.toBuffer().catch(() => undefined);
        throw new AppError('UNSUPPORTED_FILE', [
          { field: part.fieldname, code: 'validation.file.name', message: 'The file name is not valid' },
        ]);
      }
      files.push({ field: part.fieldname, filename: part.filename, bytes: await part.toBuffer() });
    } else if (part.valueTruncated) {
      // A cut-off value would fail later as malformed JSON or pass silently shortened: refuse it by name.
      throw new AppError('VALIDATION_FAILED', [
        { field: part.fieldname, code: 'validation.invalid', message: 'The value is too long' },
      ]);
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
}

/** Fields of a form-encoded, JSON or multipart body, with the files of the latter. */
export async function readForm(request: FastifyRequest, options: MultipartOptions): Promise<MultipartForm> {
  if (request.isMultipart()) return readMultipart(request, options);
  const body = request.body;
  return {
    fields: typeof body === 'object' && body !== null ? (body as Record<string, string>) : {},
    files: [],
  };
}
