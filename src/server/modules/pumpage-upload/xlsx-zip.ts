import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { ValidationError } from '../../errors';
import { xlsxTooLarge, XmlPartGuard, type ElementCounter, type XlsxLimits } from './xlsx-limits';

export const UNREADABLE_WORKBOOK = 'The file could not be read as an XLSX workbook.';
const unreadable = () => new ValidationError(UNREADABLE_WORKBOOK);

/** One file of the zip as its central directory describes it. */
export interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED = 0x1;
/** A size or count at its 16- or 32-bit maximum means the real one is in a ZIP64 record. */
const isZip64Marker = (value: number, max: number) => value === max;

async function readAt(file: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** The end-of-directory record: where the directory is and how many entries it lists. */
function findEndRecord(tail: Buffer): { entries: number; size: number; offset: number } {
  for (let at = tail.length - END_RECORD_BYTES; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== END_OF_DIRECTORY) continue;
    const entries = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    // A workbook within the upload limit never needs ZIP64.
    if (isZip64Marker(entries, 0xffff) || isZip64Marker(offset, 0xffffffff)) throw unreadable();
    return { entries, size, offset };
  }
  throw unreadable();
}

function parseDirectory(directory: Buffer, count: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const nameLength = directory.readUInt16LE(at + 28);
    const skip = directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    entries.push({
      flags: directory.readUInt16LE(at + 8),
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
      name: directory.toString('utf8', at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + skip;
  }
  return entries;
}

/**
 * A zip read through its central directory, which gives each entry's unzipped size before anything
 * is inflated; every entry read is also counted while it inflates, since the directory can lie.
 */
export class ZipFile {
  private constructor(
    private readonly file: string,
    private readonly entries: Map<string, ZipEntry>,
  ) {}

  static async open(file: string, fileBytes: number, limits: XlsxLimits): Promise<ZipFile> {
    const tailBytes = Math.min(fileBytes, END_RECORD_BYTES + MAX_COMMENT_BYTES);
    const end = findEndRecord(await readAt(file, fileBytes - tailBytes, tailBytes));
    if (end.entries > limits.maxEntries) throw xlsxTooLarge.entries(limits);
    if (end.offset + end.size > fileBytes) throw unreadable();
    const entries = parseDirectory(await readAt(file, end.offset, end.size), end.entries);
    return new ZipFile(file, new Map(entries.map((entry) => [entry.name, entry])));
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * The entry's unzipped bytes through an XmlPartGuard, refused at once when the directory says it
   * is larger than `maxBytes`, and while it streams when it turns out larger than the directory said.
   */
  async read(
    name: string,
    maxBytes: number,
    limits: XlsxLimits,
    counter?: ElementCounter,
  ): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw unreadable();
    if (entry.flags & ENCRYPTED || (entry.method !== STORED && entry.method !== DEFLATED)) throw unreadable();
    if (entry.uncompressedSize > maxBytes) throw xlsxTooLarge.part(name, maxBytes);
    const header = await readAt(this.file, entry.localHeaderOffset, 30);
    if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) throw unreadable();
    const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const compressed =
      entry.compressedSize === 0
        ? Readable.from([])
        : createReadStream(this.file, { start, end: start + entry.compressedSize - 1 });
    const guard = new XmlPartGuard({ part: name, maxBytes: entry.uncompressedSize, limits, counter });
    const inflate = entry.method === DEFLATED ? createInflateRaw() : new PassThrough();
    // Errors end the guard, which the parser reads from; inflate errors are a damaged file.
    return pipeline(compressed, inflate, guard, () => undefined);
  }
}
