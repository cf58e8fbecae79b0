import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { DbOrTx } from '../../db/client';
import { meterReadingPhotos, meterReadings } from '../../db/schema';
import { selectRows } from '../../db/sql';

/*
 * Test data of readings' photos and files: small images built byte by byte, carrying where they
 * were taken the ways phones write it (Exif GPS, XMP, IPTC, comments, a second picture after the
 * first), each with the bytes it should be stored as once that is stripped.
 */

export interface PhotoCase {
  photo: Buffer;
  /** The photo as it is stored: only the image and how to show it. */
  stripped: Buffer;
}

const hex = (text: string) => Buffer.from(text.replaceAll(/\s/g, ''), 'hex');
const latin1 = (text: string) => Buffer.from(text, 'latin1');

/**
 * A big-endian TIFF block as Exif holds it: IFD0 with the orientation (rotated) and the pointer
 * to the GPS IFD, which holds latitude 30° 27' 12.34" N and a processing method reading "GPS".
 */
export const EXIF_TIFF_WITH_GPS = Buffer.concat([
  hex('4d4d 002a 00000008'),
  hex('0002  0112 0003 00000001 00060000  8825 0004 00000001 00000026  00000000'),
  hex(
    '0003  0001 0002 00000002 4e000000  0002 0005 00000003 00000050  001b 0007 0000000b 00000068  00000000',
  ),
  hex('0000001e 00000001 0000001b 00000001 000004d2 00000064'),
  latin1('ASCII\0\0\0GPS'),
]);

/** The latitude's seconds as the GPS IFD stores them (1234/100): gone once stripped. */
export const GPS_SECONDS = hex('000004d2 00000064');

const XMP_WITH_GPS =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="30,27.2057N" ' +
  'exif:GPSLongitude="91,11.2234W"/></rdf:RDF></x:xmpmeta>';

/** What the tests look for in a stored photo: none of it may be there. */
export const METADATA_MARKERS = ['Exif', 'GPS', 'xmpmeta', 'Photoshop', 'Baton Rouge', 'MPF'];

export function jpegSegment(code: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, code, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

const SOI = hex('ffd8');
const EOI = hex('ffd9');
const JFIF = jpegSegment(0xe0, hex('4a46494600 0101 00 0001 0001 00 00'));
const EXIF = jpegSegment(0xe1, Buffer.concat([latin1('Exif\0\0'), EXIF_TIFF_WITH_GPS]));
const XMP = jpegSegment(0xe1, latin1(`http://ns.adobe.com/xap/1.0/\0${XMP_WITH_GPS}`));
const ICC = jpegSegment(0xe2, Buffer.concat([latin1('ICC_PROFILE\0'), hex('0101'), latin1('colour')]));
const MPF = jpegSegment(0xe2, Buffer.concat([latin1('MPF\0'), hex('4d4d002a00000008')]));
/** Photoshop's IPTC block naming the city (dataset 2:90). */
const IPTC = jpegSegment(
  0xed,
  Buffer.concat([
    latin1('Photoshop 3.0\0'),
    latin1('8BIM'),
    hex('0404 0000 00000010 1c025a000b'),
    latin1('Baton Rouge'),
  ]),
);
const ADOBE = jpegSegment(0xee, Buffer.concat([latin1('Adobe'), hex('0064 0000 0000 00')]));
const COMMENT = jpegSegment(0xfe, latin1('Taken at GPS 30.4534,-91.1873'));

/** One Huffman table of one code, '0', for symbol 0: a DC difference of 0, or end of block. */
const huffmanTable = (tableClass: number) =>
  jpegSegment(0xc4, Buffer.concat([Buffer.from([tableClass << 4, 1]), Buffer.alloc(15), Buffer.from([0])]));

/**
 * A grey baseline JPEG `blocks` 8x8 blocks wide, without SOI and EOI: every block is coded "00"
 * (no DC change, end of block) padded with ones. With more than one block a restart marker
 * follows each, as DRI 1 says.
 */
export function jpegImage(blocks = 1): Buffer {
  const frame = hex(`08 0008 ${(blocks * 8).toString(16).padStart(4, '0')} 01 011100`);
  const scanData: Buffer[] = [];
  for (let block = 0; block < blocks; block += 1) {
    if (block > 0) scanData.push(Buffer.from([0xff, 0xd0 + ((block - 1) % 8)]));
    scanData.push(hex('3f'));
  }
  return Buffer.concat([
    jpegSegment(0xdb, Buffer.concat([hex('00'), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, frame),
    ...(blocks > 1 ? [jpegSegment(0xdd, hex('0001'))] : []),
    huffmanTable(0),
    huffmanTable(1),
    jpegSegment(0xda, hex('01 0100 00 3f 00')),
    ...scanData,
  ]);
}

/** A phone's JPEG: Exif with GPS, XMP, IPTC, a comment, a multi-picture index and a second picture after the end. */
export function jpegWithGps(blocks = 1): PhotoCase {
  const image = jpegImage(blocks);
  const secondPicture = Buffer.concat([SOI, EXIF, image, EOI]);
  return {
    photo: Buffer.concat([SOI, JFIF, EXIF, XMP, ICC, MPF, IPTC, ADOBE, COMMENT, image, EOI, secondPicture]),
    stripped: Buffer.concat([SOI, JFIF, ICC, ADOBE, image, EOI]),
  };
}

export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([latin1(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = hex('89504e470d0a1a0a');

/** A 1x1 red PNG with eXIf, text chunks, a timestamp, a private chunk and bytes after IEND. */
export function pngWithGps(): PhotoCase {
  const header = pngChunk('IHDR', hex('00000001 00000001 08 02 00 00 00'));
  const gamma = pngChunk('gAMA', hex('0000b18f'));
  const pixels = pngChunk('IDAT', deflateSync(hex('00 ff0000')));
  const end = pngChunk('IEND', Buffer.alloc(0));
  return {
    photo: Buffer.concat([
      PNG_SIGNATURE,
      header,
      gamma,
      pngChunk('eXIf', EXIF_TIFF_WITH_GPS),
      pngChunk('tEXt', latin1('Comment\0Taken at GPS 30.4534,-91.1873')),
      pngChunk('zTXt', Buffer.concat([latin1('Location\0\0'), deflateSync(latin1('Baton Rouge'))])),
      pngChunk('iTXt', latin1(`XML:com.adobe.xmp\0\0\0\0\0${XMP_WITH_GPS}`)),
      pngChunk('tIME', hex('07e8 01 0f 0c 1e 00')),
      pngChunk('gpSs', latin1('GPS 30.4534,-91.1873')),
      pixels,
      end,
      latin1('GPS after the end'),
    ]),
    stripped: Buffer.concat([PNG_SIGNATURE, header, gamma, pixels, end]),
  };
}

export function riffChunk(fourCc: string, data: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.write(fourCc, 0, 'latin1');
  header.writeUInt32LE(data.length, 4);
  return Buffer.concat([header, data, Buffer.alloc(data.length % 2)]);
}

/** A 1x1 lossless WebP image's bitstream. */
const VP8L = riffChunk('VP8L', hex('2f000000 1007 1011 1188 88fe 07'));

export function webpFile(chunks: Buffer[]): Buffer {
  const body = Buffer.concat([latin1('WEBP'), ...chunks]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length);
  return Buffer.concat([latin1('RIFF'), size, body]);
}

/** VP8X's data for a 1x1 canvas with these flags. */
export const vp8x = (flags: number) =>
  riffChunk('VP8X', Buffer.concat([Buffer.from([flags]), Buffer.alloc(9)]));

/** A 1x1 WebP with EXIF (GPS) and XMP chunks flagged in VP8X, an unknown chunk and bytes after the RIFF. */
export function webpWithGps(): PhotoCase {
  const photo = webpFile([
    vp8x(0x0c),
    VP8L,
    riffChunk('EXIF', EXIF_TIFF_WITH_GPS),
    riffChunk('XMP ', latin1(XMP_WITH_GPS)),
    riffChunk('GPSx', latin1('Baton Rouge')),
  ]);
  return {
    photo: Buffer.concat([photo, latin1('GPS after the end')]),
    stripped: webpFile([vp8x(0), VP8L]),
  };
}

/** An animated WebP of one frame whose frame also carries an unknown chunk. */
export function animatedWebp(): PhotoCase {
  const frameHeader = Buffer.alloc(16);
  const animation = riffChunk('ANIM', Buffer.alloc(6));
  return {
    photo: webpFile([
      vp8x(0x02 | 0x08),
      animation,
      riffChunk('ANMF', Buffer.concat([frameHeader, VP8L, riffChunk('GPSx', latin1('GPS'))])),
      riffChunk('EXIF', EXIF_TIFF_WITH_GPS),
    ]),
    stripped: webpFile([vp8x(0x02), animation, riffChunk('ANMF', Buffer.concat([frameHeader, VP8L]))]),
  };
}

const BOUNDARY = '----reading-photo-test-boundary';

/** A multipart/form-data body with the photo as the field `file`, declared as `contentType`. */
export function multipartPhoto(photo: Buffer, contentType = 'image/jpeg', fileName = 'meter.jpg') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, photo, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/** The photo stored for a reading, as base64 and its declared size, or undefined. */
export async function storedPhoto(db: DbOrTx, readingId: number) {
  const [row] = await selectRows<{ content_type: string; data: string; byte_size: number }>(
    db,
    sql`select ${meterReadingPhotos.contentType} as content_type, ${meterReadingPhotos.data} as data,
      ${meterReadingPhotos.byteSize} as byte_size
      from ${meterReadingPhotos} where ${meterReadingPhotos.readingId} = ${readingId}`,
  );
  return row
    ? {
        contentType: row.content_type,
        bytes: Buffer.from(row.data, 'base64'),
        byteSize: Number(row.byte_size),
      }
    : undefined;
}

/** The readings a file loaded, in the order they were stored. */
export async function fileReadings(db: DbOrTx) {
  const rows = await selectRows<{
    well_id: number;
    read_on: string;
    reading: string;
    is_rollover: boolean;
    comment: string | null;
    state: string;
  }>(
    db,
    sql`select ${meterReadings.wellId} as well_id, ${meterReadings.readOn}::text as read_on,
      ${meterReadings.reading} as reading, ${meterReadings.isRollover} as is_rollover,
      ${meterReadings.comment} as comment, ${meterReadings.state} as state
      from ${meterReadings} where ${meterReadings.source} = 'file' order by ${meterReadings.id}`,
  );
  return rows.map((row) => ({
    wellId: Number(row.well_id),
    readOn: row.read_on,
    reading: Number(row.reading),
    isRollover: row.is_rollover,
    comment: row.comment,
    state: row.state,
  }));
}

/** A readings workbook: the rows on its first sheet. */
export async function readingsXlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Readings');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
