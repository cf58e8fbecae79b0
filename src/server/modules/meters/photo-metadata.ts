import { crc32 } from 'node:zlib';
import { PHOTO_TYPE_MESSAGE, type ReadingPhotoType } from '../../../shared/contracts/meter-readings';
import { ValidationError } from '../../errors';

/*
 * A phone's photo carries where it was taken (Exif GPS, XMP) and often more: the camera's serial
 * number, the owner's name, a thumbnail. A reading's photo is kept for the register it shows, so
 * everything but the image and how to show it (colour profile, transparency, animation) is dropped
 * before it is stored. The formats are walked segment by segment (JPEG) or chunk by chunk (PNG,
 * WebP) and what is kept is copied byte for byte: the image is never decoded nor re-encoded. Each
 * length is checked against what is left of the file, so a damaged or hostile file is refused
 * with one message, and the result is never larger than the photo (a WebP chunk may gain its pad
 * byte). What is kept is a list of what is known to be harmless; anything else goes, including the
 * Exif orientation: a photo taken sideways is shown sideways.
 */

export const PHOTO_UNREADABLE_MESSAGE = 'The photo could not be read.';

export interface CleanPhoto {
  contentType: ReadingPhotoType;
  bytes: Buffer;
}

function unreadable(): never {
  throw new ValidationError(PHOTO_UNREADABLE_MESSAGE);
}

const SIGNATURES: readonly { contentType: ReadingPhotoType; matches: (bytes: Buffer) => boolean }[] = [
  {
    contentType: 'image/jpeg',
    matches: (bytes) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  },
  {
    contentType: 'image/png',
    matches: (bytes) =>
      bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    contentType: 'image/webp',
    matches: (bytes) =>
      bytes.length >= 12 &&
      bytes.toString('latin1', 0, 4) === 'RIFF' &&
      bytes.toString('latin1', 8, 12) === 'WEBP',
  },
];

/** The photo's type by its own first bytes, whatever it was sent as; undefined for anything else. */
export function photoTypeOf(bytes: Buffer): ReadingPhotoType | undefined {
  return SIGNATURES.find((signature) => signature.matches(bytes))?.contentType;
}

/**
 * The kept bytes, copied into one buffer as they are found: a file of a million tiny segments
 * costs no more memory than a file of one.
 */
class KeptBytes {
  private readonly output: Buffer;
  length = 0;

  constructor(capacity: number) {
    this.output = Buffer.alloc(capacity);
  }

  copy(source: Buffer, start = 0, end = source.length): void {
    if (this.length + end - start > this.output.length) unreadable();
    this.length += source.copy(this.output, this.length, start, end);
  }

  /** Writes a little-endian 32-bit size at `at`, once what it counts is written. */
  sizeAt(at: number, size: number): void {
    this.output.writeUInt32LE(size, at);
  }

  byteAt(at: number, value: number): void {
    this.output[at] = value;
  }

  bytes(): Buffer {
    return this.output.subarray(0, this.length);
  }
}

// ---- JPEG: markers and length-prefixed segments up to each scan, then entropy-coded data.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const APP15 = 0xef;
const COM = 0xfe;
const TEM = 0x01;

/** SOF0-SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (code: number) =>
  code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc;
const isRestart = (code: number) => code >= 0xd0 && code <= 0xd7;

function startsWith(input: Buffer, at: number, end: number, identifier: string): boolean {
  return end - at >= identifier.length && input.toString('latin1', at, at + identifier.length) === identifier;
}

/**
 * Whether a segment stays: every segment the decoder needs (tables, frame, scans), JFIF, the ICC
 * colour profile and Adobe's colour transform. Gone: Exif and XMP (APP1), IPTC (APP13), comments,
 * multi-picture indexes (APP2 'MPF') and every other application segment.
 */
function keepsJpegSegment(code: number, input: Buffer, payloadAt: number, end: number): boolean {
  if (code === COM) return false;
  if (code < APP0 || code > APP15) return true;
  if (code === APP0) return startsWith(input, payloadAt, end, 'JFIF\0');
  if (code === APP2) return startsWith(input, payloadAt, end, 'ICC_PROFILE\0');
  return code === APP14;
}

/**
 * Where a scan's entropy-coded data ends: at the next marker, an 0xFF followed by neither a stuffed
 * 0x00 nor a restart marker. A scan that runs to the end of the file is truncated.
 */
function scanDataEnd(input: Buffer, from: number): number {
  let at = from;
  for (;;) {
    const ff = input.indexOf(0xff, at);
    if (ff === -1 || ff + 1 >= input.length) unreadable();
    const next = input[ff + 1] ?? 0;
    if (next !== 0x00 && !isRestart(next)) return ff;
    at = ff + 2;
  }
}

function stripJpeg(input: Buffer): Buffer {
  const kept = new KeptBytes(input.length);
  kept.copy(input, 0, 2);
  let at = 2;
  let hasFrame = false;
  let hasScan = false;
  for (;;) {
    if (input[at] !== 0xff) unreadable();
    // A marker may be preceded by any number of 0xFF fill bytes, which are not kept.
    let codeAt = at + 1;
    while (input[codeAt] === 0xff) codeAt += 1;
    const code = input[codeAt];
    if (code === undefined || code === 0x00 || code === SOI) unreadable();
    const markerAt = codeAt - 1;
    if (code === EOI) {
      // Anything after the end of the image (a phone's second picture, a video) is dropped.
      kept.copy(input, markerAt, codeAt + 1);
      break;
    }
    if (code === TEM || isRestart(code)) {
      kept.copy(input, markerAt, codeAt + 1);
      at = codeAt + 1;
      continue;
    }
    if (codeAt + 3 > input.length) unreadable();
    const length = input.readUInt16BE(codeAt + 1);
    const end = codeAt + 1 + length;
    if (length < 2 || end > input.length) unreadable();
    if (keepsJpegSegment(code, input, codeAt + 3, end)) kept.copy(input, markerAt, end);
    at = end;
    if (isFrameHeader(code)) hasFrame = true;
    if (code === SOS) {
      if (!hasFrame) unreadable();
      hasScan = true;
      const dataEnd = scanDataEnd(input, at);
      kept.copy(input, at, dataEnd);
      at = dataEnd;
    }
  }
  if (!hasScan) unreadable();
  return kept.bytes();
}

// ---- PNG: the signature, then chunks of length, type, data and CRC, from IHDR to IEND.

/** Ancillary chunks that say how to show the image; the critical ones (upper-case first letter) all stay. */
const PNG_KEPT_ANCILLARY = new Set([
  'tRNS',
  'cHRM',
  'gAMA',
  'iCCP',
  'sBIT',
  'sRGB',
  'cICP',
  'mDCV',
  'mDCv',
  'cLLI',
  'cLLi',
  'bKGD',
  'hIST',
  'pHYs',
  'sPLT',
  'acTL',
  'fcTL',
  'fdAT',
]);

const isCriticalChunk = (type: string) => (type.charCodeAt(0) & 0x20) === 0;
const isChunkType = (type: string) => /^[A-Za-z]{4}$/.test(type);

/** Drops eXIf, tEXt, zTXt, iTXt, tIME and any private chunk; every chunk's CRC must hold. */
function stripPng(input: Buffer): Buffer {
  const kept = new KeptBytes(input.length);
  kept.copy(input, 0, 8);
  let at = 8;
  let hasData = false;
  for (;;) {
    if (at + 12 > input.length) unreadable();
    const length = input.readUInt32BE(at);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > input.length) unreadable();
    const type = input.toString('latin1', at + 4, at + 8);
    if (!isChunkType(type) || (at === 8) !== (type === 'IHDR')) unreadable();
    if (crc32(input.subarray(at + 4, end - 4)) !== input.readUInt32BE(end - 4)) unreadable();
    if (isCriticalChunk(type) || PNG_KEPT_ANCILLARY.has(type)) kept.copy(input, at, end);
    if (type === 'IDAT') hasData = true;
    at = end;
    // Anything after IEND is dropped.
    if (type === 'IEND') break;
  }
  if (!hasData) unreadable();
  return kept.bytes();
}

// ---- WebP: a RIFF file of chunks (four-character code, little-endian size, data, pad to even).

const WEBP_IMAGE = new Set(['VP8 ', 'VP8L']);
/** Everything of a WebP image but its metadata (EXIF, 'XMP ') and chunks no decoder knows. */
const WEBP_KEPT = new Set(['VP8X', 'VP8 ', 'VP8L', 'ALPH', 'ANIM', 'ANMF', 'ICCP']);
/** What an animation frame holds after its header. */
const WEBP_FRAME_KEPT = new Set(['VP8 ', 'VP8L', 'ALPH']);
/** VP8X's flags: the file has EXIF, the file has XMP. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;
const VP8X_BYTES = 10;
/** An animation frame's header before its own chunks: position, size, duration, flags. */
const ANMF_HEADER_BYTES = 16;
const ZERO = Buffer.alloc(1);

/**
 * Copies the chunks from `from` to `to` that `keeps` names, each padded to even, and answers how
 * many bytes it wrote and how many image chunks (VP8, VP8L or an animation frame) it saw.
 */
function copyRiffChunks(
  input: Buffer,
  from: number,
  to: number,
  kept: KeptBytes,
  keeps: ReadonlySet<string>,
): { written: number; images: number } {
  const start = kept.length;
  let images = 0;
  let at = from;
  while (at < to) {
    if (at + 8 > to) unreadable();
    const fourCc = input.toString('latin1', at, at + 4);
    const size = input.readUInt32LE(at + 4);
    const end = at + 8 + size;
    if (end > to) unreadable();
    if (WEBP_IMAGE.has(fourCc) || fourCc === 'ANMF') images += 1;
    if (keeps.has(fourCc)) copyWebpChunk(input, fourCc, at, end, kept);
    // The pad byte after odd data; a writer may have left out the very last one.
    at = end + (size % 2);
  }
  return { written: kept.length - start, images };
}

/** Copies one chunk: VP8X without the metadata flags, an animation frame without unknown chunks. */
function copyWebpChunk(input: Buffer, fourCc: string, at: number, end: number, kept: KeptBytes): void {
  const dataAt = at + 8;
  const chunkAt = kept.length;
  if (fourCc === 'ANMF') {
    if (end - dataAt < ANMF_HEADER_BYTES) unreadable();
    kept.copy(input, at, dataAt + ANMF_HEADER_BYTES);
    const frame = copyRiffChunks(input, dataAt + ANMF_HEADER_BYTES, end, kept, WEBP_FRAME_KEPT);
    if (frame.images === 0) unreadable();
    // Its chunks are padded to even, so the frame needs no pad of its own.
    kept.sizeAt(chunkAt + 4, ANMF_HEADER_BYTES + frame.written);
    return;
  }
  kept.copy(input, at, end);
  if (fourCc === 'VP8X') {
    if (end - dataAt < VP8X_BYTES) unreadable();
    kept.byteAt(chunkAt + 8, (input[dataAt] ?? 0) & ~(VP8X_EXIF | VP8X_XMP));
  }
  if ((end - dataAt) % 2 === 1) kept.copy(ZERO);
}

function stripWebp(input: Buffer): Buffer {
  const end = 8 + input.readUInt32LE(4);
  if (end < 12 || end > input.length) unreadable();
  const first = input.toString('latin1', 12, 16);
  if (first !== 'VP8X' && !WEBP_IMAGE.has(first)) unreadable();
  // Room for the pad bytes a sloppy writer left out.
  const kept = new KeptBytes(input.length + 64);
  kept.copy(input, 0, 12);
  const { written, images } = copyRiffChunks(input, 12, end, kept, WEBP_KEPT);
  if (images === 0) unreadable();
  // Anything after the RIFF's own size is dropped.
  kept.sizeAt(4, 4 + written);
  return kept.bytes();
}

const STRIPPERS: Record<ReadingPhotoType, (input: Buffer) => Buffer> = {
  'image/jpeg': stripJpeg,
  'image/png': stripPng,
  'image/webp': stripWebp,
};

/**
 * The photo without its metadata, with its type as its bytes say. Anything but a JPEG, PNG or WebP
 * image is refused (400 PHOTO_TYPE_MESSAGE); one of those that does not hold together is refused
 * as unreadable (400 PHOTO_UNREADABLE_MESSAGE).
 */
export function stripPhotoMetadata(photo: Buffer): CleanPhoto {
  const contentType = photoTypeOf(photo);
  if (!contentType) throw new ValidationError(PHOTO_TYPE_MESSAGE);
  try {
    return { contentType, bytes: STRIPPERS[contentType](photo) };
  } catch (error) {
    // A read past the end that a check above missed is still the file's fault, not the server's.
    if (error instanceof RangeError) unreadable();
    throw error;
  }
}
