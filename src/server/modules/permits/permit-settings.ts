import { eq } from 'drizzle-orm';
import { PERMIT_SETTINGS_SAVED, type PermitSettings } from '../../../shared/contracts/permits';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { districtProfile, permitSettings } from '../../db/schema';
import type { Caller } from '../auth/caller';

const DEFAULT_SETTINGS: PermitSettings = { yearStartMonth: 1, alertEmail: null };

/** The permit year's first month and the staff alert address (the migration makes the row). */
export async function loadPermitSettings(db: DbOrTx): Promise<PermitSettings> {
  const [row] = await db
    .select({ yearStartMonth: permitSettings.yearStartMonth, alertEmail: permitSettings.alertEmail })
    .from(permitSettings)
    .where(eq(permitSettings.id, 1));
  return row ?? DEFAULT_SETTINGS;
}

/** Where staff alerts go: the settings' address, else the district profile's. */
export async function staffAlertAddress(db: DbOrTx): Promise<string | null> {
  const settings = await loadPermitSettings(db);
  if (settings.alertEmail) return settings.alertEmail;
  const [district] = await db.select({ email: districtProfile.email }).from(districtProfile).limit(1);
  return district?.email ?? null;
}

/** PUT Permit/SavePermitSettings: audited. */
export async function savePermitSettings(
  db: DbOrTx,
  caller: Caller,
  settings: PermitSettings,
): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const before = await loadPermitSettings(tx);
    await tx
      .insert(permitSettings)
      .values({ id: 1, ...settings })
      .onConflictDoUpdate({ target: permitSettings.id, set: { ...settings, updatedAt: new Date() } });
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'save-permit-settings',
      entity: 'permit-settings',
      entityId: 1,
      before,
      after: settings,
    });
  });
  return { message: PERMIT_SETTINGS_SAVED };
}
