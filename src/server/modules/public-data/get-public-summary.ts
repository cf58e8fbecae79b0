import type { PublicSummary } from '../../../shared/contracts/public-data';
import type { DbOrTx } from '../../db/client';
import { getPublicDataSettings } from './get-public-data-settings';
import { loadPublicLanding } from './public-landing';
import { loadPublicPumpage } from './public-pumpage';

/**
 * GET PublicData/GetSummary (anonymous): the sections the district publishes, each null when it
 * does not. Built field by field, so nothing of a stored row but what the contract names leaves.
 */
export async function getPublicSummary(db: DbOrTx, today: string): Promise<PublicSummary> {
  const settings = await getPublicDataSettings(db);
  return {
    sections: {
      publishLanding: settings.publishLanding,
      publishPumpage: settings.publishPumpage,
      publishWells: settings.publishWells,
    },
    landing: settings.publishLanding ? await loadPublicLanding(db, today) : null,
    pumpage: settings.publishPumpage ? await loadPublicPumpage(db) : null,
    generatedAt: new Date().toISOString(),
  };
}
