import { crc32, deflateRawSync } from 'node:zlib';

/*
 * A ZIP archive of a few files in memory, each deflated by the runtime's zlib: what an .xlsx is.
 * No ZIP64 and no file over 4 GB. Written here rather than by a JavaScript deflater, which took
 * most of an export's time.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
const VERSION = 20;
const DEFLATE = 8;
/** DOS date 1980-01-01 at 00:00, the earliest a ZIP entry can carry. */
const DOS_DATE = (1 << 5) | 1;

/** Files by path, deflated at `level` (zlib's 1 to 9). */
export function zipFiles(files: Record<string, Buffer>, level = 6): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [path, content] of Object.entries(files)) {
    const name = Buffer.from(path, 'utf8');
    const data = deflateRawSync(content, { level });
    const checksum = crc32(content);
    // The fields the local header and the central directory entry share, from version needed on.
    const shared = (header: Buffer, at: number) => {
      header.writeUInt16LE(VERSION, at);
      header.writeUInt16LE(DEFLATE, at + 4);
      header.writeUInt16LE(DOS_DATE, at + 8);
      header.writeUInt32LE(checksum, at + 10);
      header.writeUInt32LE(data.length, at + 14);
      header.writeUInt32LE(content.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL_HEADER, 0);
    shared(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL_HEADER, 0);
    central.writeUInt16LE(VERSION, 4);
    shared(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_DIRECTORY, 0);
  end.writeUInt16LE(directory.length / 2, 8);
  end.writeUInt16LE(directory.length / 2, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
