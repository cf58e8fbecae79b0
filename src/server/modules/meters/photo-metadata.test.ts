import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHOTO_TYPE_MESSAGE } from '../../../shared/contracts/meter-readings';
import { ValidationError } from '../../errors';
import {
  animatedWebp,
  jpegImage,
  jpegSegment,
  jpegWithGps,
  METADATA_MARKERS,
  pngChunk,
  pngWithGps,
  riffChunk,
  vp8x,
  webpFile,
  webpWithGps,
  GPS_SECONDS,
  type PhotoCase,
} from '../../test/factories/reading-files';
import { PHOTO_UNREADABLE_MESSAGE, photoTypeOf, stripPhotoMetadata } from './photo-metadata';

const hex = (text: string) => Buffer.from(text.replaceAll(/\s/g, ''), 'hex');

function refusal(photo: Buffer): string {
  try {
    stripPhotoMetadata(photo);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).message;
  }
  throw new Error('the photo was not refused');
}

const CASES: [string, () => PhotoCase, string][] = [
  ['a JPEG with Exif GPS, XMP, IPTC, a comment and a second picture', () => jpegWithGps(), 'image/jpeg'],
  ['a JPEG with restart markers in its scan', () => jpegWithGps(3), 'image/jpeg'],
  ['a PNG with eXIf, text chunks, a time and a private chunk', pngWithGps, 'image/png'],
  ['a WebP with EXIF and XMP chunks', webpWithGps, 'image/webp'],
  ['an animated WebP with metadata in and beside its frame', animatedWebp, 'image/webp'],
];

describe('stripPhotoMetadata', () => {
  it.each(CASES)('keeps only the image of %s, byte for byte', (_name, build, contentType) => {
    const { photo, stripped } = build();
    const clean = stripPhotoMetadata(photo);
    expect(clean.contentType).toBe(contentType);
    expect(clean.bytes.toString('hex')).toBe(stripped.toString('hex'));
    for (const marker of METADATA_MARKERS) expect(clean.bytes.includes(marker)).toBe(false);
    expect(clean.bytes.includes(GPS_SECONDS)).toBe(false);
    // What is stored still reads as the image it is, and stripping it again changes nothing.
    expect(stripPhotoMetadata(clean.bytes).bytes.equals(clean.bytes)).toBe(true);
  });

  it('keeps entropy-coded data with stuffed bytes and restart markers as it is', () => {
    const image = jpegImage();
    const scan = Buffer.concat([image.subarray(0, -1), hex('ff00 12 ffd3 ff00ff00 34')]);
    const photo = Buffer.concat([hex('ffd8'), scan, hex('ffd9')]);
    expect(stripPhotoMetadata(photo).bytes.equals(photo)).toBe(true);
  });

  it('reads markers after a scan (a progressive JPEG) and drops metadata there too', () => {
    const image = jpegImage();
    const secondScan = Buffer.concat([
      jpegSegment(0xc4, hex('00 01 000000000000000000000000000000 00')),
      image.subarray(-11),
    ]);
    const comment = jpegSegment(0xfe, Buffer.from('GPS'));
    const photo = Buffer.concat([hex('ffd8'), image, comment, secondScan, hex('ffd9')]);
    expect(
      stripPhotoMetadata(photo).bytes.equals(Buffer.concat([hex('ffd8'), image, secondScan, hex('ffd9')])),
    ).toBe(true);
  });

  it('goes by the bytes, not by what the photo claims to be', () => {
    expect(photoTypeOf(jpegWithGps().photo)).toBe('image/jpeg');
    expect(photoTypeOf(pngWithGps().photo)).toBe('image/png');
    expect(photoTypeOf(webpWithGps().photo)).toBe('image/webp');
    expect(photoTypeOf(Buffer.from('GIF89a'))).toBeUndefined();
  });

  it.each<[string, Buffer]>([
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is not WebP', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')],
    ['nothing', Buffer.alloc(0)],
    ['two bytes of a JPEG', hex('ffd8')],
  ])('refuses %s as not a photo', (_name, photo) => {
    expect(refusal(photo)).toBe(PHOTO_TYPE_MESSAGE);
  });

  const jpeg = jpegWithGps().photo;
  const png = pngWithGps().photo;
  const image = jpegImage();
  const sigAndHeader = png.subarray(0, 8 + 25);
  const pixels = pngChunk('IDAT', hex('78 9c 63 f8 cf c0 00 00 03 01 01 00'));
  const iend = pngChunk('IEND', Buffer.alloc(0));
  const badCrc = Buffer.from(pixels);
  badCrc[badCrc.length - 1] = (badCrc[badCrc.length - 1] ?? 0) ^ 0xff;
  const tables = jpegImage().subarray(0, jpegImage().indexOf(hex('ffc4')));

  it.each<[string, Buffer]>([
    ['a JPEG cut in a segment', jpeg.subarray(0, 30)],
    ['a JPEG cut in its scan', Buffer.concat([hex('ffd8'), image])],
    ['a JPEG whose segment runs past the end', Buffer.concat([hex('ffd8 ffe1 ffff'), Buffer.alloc(20)])],
    [
      'a JPEG segment shorter than its length field',
      Buffer.concat([hex('ffd8 ffe1 0001'), image, hex('ffd9')]),
    ],
    ['a JPEG without a scan', Buffer.concat([hex('ffd8'), tables, hex('ffd9')])],
    [
      'a JPEG scan before its frame',
      Buffer.concat([hex('ffd8'), jpegSegment(0xda, hex('01 0100 00 3f 00')), hex('3f ffd9')]),
    ],
    [
      'a JPEG with bytes between segments',
      Buffer.concat([hex('ffd8'), tables, hex('00'), image, hex('ffd9')]),
    ],
    ['a JPEG with a second start of image', Buffer.concat([hex('ffd8 ffd8'), image, hex('ffd9')])],
    ['a PNG cut short', png.subarray(0, 40)],
    ['a PNG chunk longer than the file', Buffer.concat([sigAndHeader, hex('7fffffff 49444154')])],
    ['a PNG chunk with a wrong CRC', Buffer.concat([sigAndHeader, badCrc, iend])],
    ['a PNG not starting with IHDR', Buffer.concat([png.subarray(0, 8), pixels, iend])],
    ['a PNG without image data', Buffer.concat([sigAndHeader, iend])],
    ['a PNG without IEND', Buffer.concat([sigAndHeader, pixels])],
    [
      'a WebP whose RIFF size is past the end',
      Buffer.concat([Buffer.from('RIFF'), hex('ffffff00'), Buffer.from('WEBP')]),
    ],
    ['a WebP chunk past the RIFF size', webpFile([vp8x(0), hex('5650384c ff000000 00000000')])],
    ['a WebP without an image chunk', webpFile([vp8x(0), riffChunk('ICCP', Buffer.alloc(4))])],
    [
      'a WebP starting with a metadata chunk',
      webpFile([riffChunk('EXIF', Buffer.alloc(4)), riffChunk('VP8L', Buffer.alloc(4))]),
    ],
    [
      'a WebP with a short VP8X',
      webpFile([riffChunk('VP8X', Buffer.alloc(4)), riffChunk('VP8L', Buffer.alloc(4))]),
    ],
    ['an animation frame without an image', webpFile([vp8x(2), riffChunk('ANMF', Buffer.alloc(16))])],
  ])('refuses %s as unreadable', (_name, photo) => {
    expect(refusal(photo)).toBe(PHOTO_UNREADABLE_MESSAGE);
  });

  it('answers any damage to a photo with a refusal or a photo no larger than it, never a crash', () => {
    const photos = CASES.map(([, build]) => build().photo);
    fc.assert(
      fc.property(
        fc.constantFrom(...photos),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
        fc.nat(),
        (photo, changes, cut) => {
          const damaged = Buffer.from(photo.subarray(0, Math.max(12, photo.length - (cut % photo.length))));
          for (const [at, value] of changes) damaged[at % damaged.length] = value;
          try {
            const clean = stripPhotoMetadata(damaged);
            // A WebP's chunks may each gain the pad byte a damaged size left out, within a bound.
            expect(clean.bytes.length).toBeLessThanOrEqual(damaged.length + 64);
          } catch (error) {
            expect(error).toBeInstanceOf(ValidationError);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
