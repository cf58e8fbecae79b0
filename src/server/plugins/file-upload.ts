import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { NO_FILE_MESSAGE } from '../../shared/contracts/pumpage-upload';
import { ValidationError } from '../errors';
import type { ApiInstance } from '../modules/context';
import { answerOnlyAfterTheBody } from './discard-unread-body';

/** The multipart field `file` of an upload, its stream cut by the parser at `maxBytes`. */
export interface UploadedFile {
  fileName: string;
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  truncated(): boolean;
  maxBytes: number;
}

/**
 * A scope that parses multipart bodies of at most `maxBytes` of file, answering only once the body
 * has arrived: no route outside such a scope accepts file uploads.
 */
export function registerFileUploadScope(
  app: ApiInstance,
  maxBytes: number,
  register: (scope: ApiInstance) => void,
): void {
  void app.register(async (scope: ApiInstance) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 20 },
      throwFileSizeLimit: false,
    });
    answerOnlyAfterTheBody(scope, maxBytes);
    register(scope);
  });
}

/** The request's file (field `file`, with a name), else a 400 asking for one. */
export async function receiveOneFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  const part = request.isMultipart() ? await request.file() : undefined;
  if (!part || part.fieldname !== 'file' || !part.filename) {
    part?.file.resume();
    throw new ValidationError(NO_FILE_MESSAGE);
  }
  let cut = false;
  part.file.on('limit', () => {
    cut = true;
  });
  return {
    fileName: part.filename,
    stream: part.file,
    truncated: () => cut || part.file.truncated,
    maxBytes,
  };
}
