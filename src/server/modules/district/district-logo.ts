import { eq } from 'drizzle-orm';
import {
  DISTRICT_LOGO_REMOVED,
  DISTRICT_LOGO_SAVED,
  LOGO_MESSAGE,
  MAX_LOGO_BYTES,
} from '../../../shared/contracts/district';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { districtLogo } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import type { FileAnswer } from '../../plugins/endpoint-routes';
import type { Caller } from '../auth/caller';

const LOGO_ID = 1;
const SIGNATURES: { contentType: 'image/png' | 'image/jpeg'; bytes: number[] }[] = [
  { contentType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

/**
 * A logo from a data URL, if it is what it says: the image's own first bytes must be a PNG's or a
 * JPEG's (the declared type is not trusted) and it must fit the size limit; else undefined.
 */
export function logoFromDataUrl(dataUrl: string): { contentType: string; data: string } | undefined {
  const [header, data = ''] = dataUrl.split(',', 2);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length === 0 || bytes.length > MAX_LOGO_BYTES) return undefined;
  const declared = header?.slice('data:'.length, header.indexOf(';'));
  const actual = SIGNATURES.find(({ bytes: signature }) =>
    signature.every((byte, index) => bytes[index] === byte),
  );
  if (!actual || actual.contentType !== declared) return undefined;
  return { contentType: actual.contentType, data: bytes.toString('base64') };
}

/** The logo as a data URL for the printed invoice, or null. */
export async function districtLogoDataUrl(db: DbOrTx): Promise<string | null> {
  const [logo] = await db.select().from(districtLogo).where(eq(districtLogo.id, LOGO_ID));
  return logo ? `data:${logo.contentType};base64,${logo.data}` : null;
}

/** GET GetDistrictLogo: the image, shown in the browser. */
export async function districtLogoFile(db: DbOrTx): Promise<FileAnswer> {
  const [logo] = await db.select().from(districtLogo).where(eq(districtLogo.id, LOGO_ID));
  if (!logo) throw new NotFoundError('The district has no logo.');
  const extension = logo.contentType === 'image/png' ? 'png' : 'jpg';
  return {
    contentType: logo.contentType,
    fileName: `district-logo.${extension}`,
    body: Buffer.from(logo.data, 'base64'),
    inline: true,
  };
}

/** PUT UpdateDistrictLogo: replaces the logo, or removes it with null; audited (without the image). */
export async function saveDistrictLogo(
  db: DbOrTx,
  caller: Caller,
  dataUrl: string | null,
): Promise<{ message: string }> {
  const logo = dataUrl === null ? null : logoFromDataUrl(dataUrl);
  if (logo === undefined) throw new ValidationError(LOGO_MESSAGE, { logo: LOGO_MESSAGE });
  return db.transaction(async (tx) => {
    if (logo === null) {
      await tx.delete(districtLogo).where(eq(districtLogo.id, LOGO_ID));
    } else {
      const values = { ...logo, updatedAt: new Date() };
      await tx
        .insert(districtLogo)
        .values({ id: LOGO_ID, ...values })
        .onConflictDoUpdate({ target: districtLogo.id, set: values });
    }
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: logo ? 'update' : 'delete',
      entity: 'district-logo',
      entityId: LOGO_ID,
      after: logo ? { contentType: logo.contentType, bytes: Buffer.byteLength(logo.data, 'base64') } : null,
    });
    return { message: logo ? DISTRICT_LOGO_SAVED : DISTRICT_LOGO_REMOVED };
  });
}
