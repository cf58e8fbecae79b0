import { eq, sql } from 'drizzle-orm';
import {
  DISTRICT_PROFILE_SAVED,
  type DistrictProfile,
  type DistrictProfileRecord,
} from '../../../shared/contracts/district';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { districtLogo, districtProfile } from '../../db/schema';
import type { Caller } from '../auth/caller';

const PROFILE_ID = 1;

/** The district profile, or null until an Admin has entered it. */
export async function getDistrictProfile(db: DbOrTx): Promise<DistrictProfileRecord | null> {
  const [row] = await db
    .select({ profile: districtProfile, logoUpdatedAt: districtLogo.updatedAt })
    .from(districtProfile)
    .leftJoin(districtLogo, sql`true`)
    .where(eq(districtProfile.id, PROFILE_ID));
  if (!row) return null;
  const { id: _id, updatedAt: _updatedAt, ...profile } = row.profile;
  return { ...profile, logoUpdatedAt: row.logoUpdatedAt?.toISOString() ?? null };
}

/** PUT UpdateDistrictProfile: creates or replaces the one profile row, audited. */
export function saveDistrictProfile(
  db: DbOrTx,
  caller: Caller,
  profile: DistrictProfile,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const before = await getDistrictProfile(tx);
    const values = { ...profile, updatedAt: new Date() };
    await tx
      .insert(districtProfile)
      .values({ id: PROFILE_ID, ...values })
      .onConflictDoUpdate({ target: districtProfile.id, set: values });
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: before ? 'update' : 'create',
      entity: 'district',
      entityId: PROFILE_ID,
      before,
      after: profile,
    });
    return { message: DISTRICT_PROFILE_SAVED };
  });
}
