import { eq } from 'drizzle-orm';
import { daysOfReading, registerAdvance, volumeBetween } from '../../../shared/rules/meter-volume';
import type { Tx } from '../../db/client';
import { meterReadings } from '../../db/schema';
import { linkBefore, linksAfter, type ChainLink, type Installation } from './reading-chain';
import { writeInterval, type ReadingInterval } from './reading-pumpage';

/** The days a rebuild rewrote, first to last; null when it rewrote none. */
export interface RewrittenDays {
  first: string;
  last: string;
}

/**
 * Recomputes an installation's chain from `fromReadOn` on, after a link was accepted, rejected or
 * replaced there: each link's register total and volume follow from the link before it, and
 * accepted links whose volume changed, and the first at or after `fromReadOn` (whose days now start
 * after a different link), write their days again. The register never ran backwards between two
 * links that passed the checks, so a value below the one before counts as a rollover.
 */
export async function rebuildChain(
  tx: Tx,
  installation: Installation,
  fromReadOn: string,
): Promise<RewrittenDays | null> {
  let previous: ChainLink = await linkBefore(tx, installation, fromReadOn);
  const links = await linksAfter(tx, installation, previous.readOn);
  let firstRewritten: string | null = null;
  let lastRewritten: string | null = null;
  for (const [index, link] of links.entries()) {
    const isRollover = link.isRollover || link.reading < previous.reading;
    const advance =
      registerAdvance(previous.reading, link.reading, isRollover, installation.registerDigits) ?? 0;
    const registerTotal = previous.registerTotal + advance;
    const volumeGallons = Number(volumeBetween(previous.registerTotal, registerTotal, installation));
    const changed = registerTotal !== link.registerTotal || volumeGallons !== link.volumeGallons;
    if (changed && link.id !== null) {
      await tx
        .update(meterReadings)
        .set({ registerTotal, volumeGallons })
        .where(eq(meterReadings.id, link.id));
    }
    if (link.state === 'accepted' && (index === 0 || volumeGallons !== link.volumeGallons)) {
      const interval: ReadingInterval = {
        wellId: installation.wellId,
        previousReadOn: previous.readOn,
        readOn: link.readOn,
        gallons: volumeGallons,
      };
      await writeInterval(tx, interval);
      const first = daysOfReading(previous.readOn, link.readOn)[0] ?? link.readOn;
      firstRewritten ??= first;
      lastRewritten = link.readOn;
    }
    previous = { ...link, registerTotal, volumeGallons };
  }
  return firstRewritten && lastRewritten ? { first: firstRewritten, last: lastRewritten } : null;
}
