import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import {
  PHOTO_TOO_LARGE_MESSAGE,
  READING_PHOTO_MAX_BYTES,
  type ReadingPhotoType,
} from '../../../shared/contracts/meter-readings';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { meterReadingPhotos, meterReadings } from '../../db/schema';
import { AppError, NotFoundError } from '../../errors';
import type { FileAnswer } from '../../plugins/endpoint-routes';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';
import { stripPhotoMetadata } from './photo-metadata';

export const READING_NOT_FOUND = 'Reading not found.';
export const NO_PHOTO_MESSAGE = 'The reading has no photo.';
export const PHOTO_SAVED_MESSAGE = 'The photo was saved.';

/** A photo as it arrives: the file part's stream, cut by the multipart parser at the size limit. */
export interface PhotoUpload {
  stream: Readable;
  /** True once the stream was cut at the size limit. */
  truncated(): boolean;
}

const EXTENSIONS: Record<ReadingPhotoType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The reading's well, if the caller may see it: staff any reading, a client's people the readings
 * of their own clients' wells. Another client's reading is answered as a missing one.
 */
async function visibleReading(db: DbOrTx, caller: Caller, readingId: number): Promise<{ wellId: number }> {
  const [reading] = await db
    .select({ wellId: meterReadings.wellId })
    .from(meterReadings)
    .where(eq(meterReadings.id, readingId));
  if (!reading) throw new NotFoundError(READING_NOT_FOUND);
  try {
    await findVisibleWell(db, caller, reading.wellId);
  } catch (error) {
    // The well's own message would tell a hidden reading from a missing one.
    if (error instanceof NotFoundError) throw new NotFoundError(READING_NOT_FOUND);
    throw error;
  }
  return reading;
}

/** The whole photo, at most READING_PHOTO_MAX_BYTES: the parser cuts a larger one, which is refused 413. */
async function readPhoto(upload: PhotoUpload): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of upload.stream) {
    const part = chunk as Buffer;
    bytes += part.length;
    // Read to its end, which the parser's limit bounds, but keep no more than the limit.
    if (bytes <= READING_PHOTO_MAX_BYTES) chunks.push(part);
  }
  if (bytes > READING_PHOTO_MAX_BYTES || upload.truncated()) {
    throw new AppError(413, PHOTO_TOO_LARGE_MESSAGE);
  }
  return Buffer.concat(chunks);
}

/**
 * POST UploadReadingPhoto: the photo of a reading the caller may see, a JPEG, PNG or WebP by its
 * own bytes, at most 10 MB, stored without its location and other metadata (photo-metadata.ts).
 * A second photo replaces the first. Audited against the reading, without the image.
 */
export async function uploadReadingPhoto(
  db: DbOrTx,
  caller: Caller,
  readingId: number,
  upload: PhotoUpload,
): Promise<{ message: string }> {
  // Checked before the photo is read: nothing of it is looked at for a reading the caller may not see.
  await visibleReading(db, caller, readingId);
  const photo = await readPhoto(upload);
  const clean = stripPhotoMetadata(photo);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ contentType: meterReadingPhotos.contentType, bytes: meterReadingPhotos.byteSize })
      .from(meterReadingPhotos)
      .where(eq(meterReadingPhotos.readingId, readingId))
      .for('update');
    const values = {
      contentType: clean.contentType,
      data: clean.bytes.toString('base64'),
      byteSize: clean.bytes.length,
      uploadedAt: new Date(),
    };
    await tx
      .insert(meterReadingPhotos)
      .values({ readingId, ...values })
      .onConflictDoUpdate({ target: meterReadingPhotos.readingId, set: values });
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'upload-reading-photo',
      entity: 'meter-reading',
      entityId: readingId,
      before: before ?? null,
      after: { contentType: clean.contentType, bytes: clean.bytes.length, uploadedBytes: photo.length },
    });
    return { message: PHOTO_SAVED_MESSAGE };
  });
}

/** GET GetReadingPhoto: the stored photo of a reading the caller may see, shown in the browser. */
export async function readingPhotoFile(db: DbOrTx, caller: Caller, readingId: number): Promise<FileAnswer> {
  await visibleReading(db, caller, readingId);
  const [photo] = await db
    .select({ contentType: meterReadingPhotos.contentType, data: meterReadingPhotos.data })
    .from(meterReadingPhotos)
    .where(eq(meterReadingPhotos.readingId, readingId));
  if (!photo) throw new NotFoundError(NO_PHOTO_MESSAGE);
  const contentType = photo.contentType as ReadingPhotoType;
  return {
    contentType,
    fileName: `reading-${readingId}.${EXTENSIONS[contentType] ?? 'img'}`,
    body: Buffer.from(photo.data, 'base64'),
    inline: true,
  };
}
