import { eq } from 'drizzle-orm';
import type { PublicDataSettings } from '../../../shared/contracts/public-data';
import type { DbOrTx } from '../../db/client';
import { publicDataSettings } from '../../db/schema';

/** The one row of the settings. */
export const SETTINGS_ID = 1;

/** What the district publishes, and when an Admin last chose it (null: never, nothing is published). */
export interface PublicDataSettingsRecord extends PublicDataSettings {
  updatedAt: string | null;
}

const NOTHING_PUBLISHED: PublicDataSettingsRecord = {
  publishLanding: false,
  publishPumpage: false,
  publishWells: false,
  updatedAt: null,
};

/** GET PublicData/GetPublicDataSettings, and the sections every public answer starts from. */
export async function getPublicDataSettings(db: DbOrTx): Promise<PublicDataSettingsRecord> {
  const [row] = await db
    .select({
      publishLanding: publicDataSettings.publishLanding,
      publishPumpage: publicDataSettings.publishPumpage,
      publishWells: publicDataSettings.publishWells,
      updatedAt: publicDataSettings.updatedAt,
    })
    .from(publicDataSettings)
    .where(eq(publicDataSettings.id, SETTINGS_ID));
  if (!row) return NOTHING_PUBLISHED;
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}
