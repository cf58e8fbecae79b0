import { PUBLIC_DATA_SETTINGS_SAVED, type PublicDataSettings } from '../../../shared/contracts/public-data';
import { recordAudit } from '../../audit';
import type { DbOrTx } from '../../db/client';
import { publicDataSettings } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { getPublicDataSettings, SETTINGS_ID } from './get-public-data-settings';

/**
 * PUT PublicData/UpdatePublicDataSettings (Admin): which sections are published, creating the one
 * row on the first save; audited with what was published before.
 */
export function updatePublicDataSettings(
  db: DbOrTx,
  caller: Caller,
  input: PublicDataSettings,
): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const { updatedAt, ...before } = await getPublicDataSettings(tx);
    const sections: PublicDataSettings = {
      publishLanding: input.publishLanding,
      publishPumpage: input.publishPumpage,
      publishWells: input.publishWells,
    };
    const values = { ...sections, updatedBy: caller.id, updatedAt: new Date() };
    await tx
      .insert(publicDataSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: publicDataSettings.id, set: values });
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'save-public-data-settings',
      entity: 'public-data-settings',
      entityId: SETTINGS_ID,
      before: updatedAt === null ? null : before,
      after: sections,
    });
    return { message: PUBLIC_DATA_SETTINGS_SAVED };
  });
}
