import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, districtProfile, meterReadings, users, wells } from '../../db/schema';
import type { Mailer } from '../../integrations/mail/mailer';
import { recipientsOf } from '../invoice-documents';

/** Where the owner re-enters a reading. */
export const OWNER_READINGS_PATH = '/client/meter-readings';

/**
 * Tells the owner that staff rejected a reading, and why: the person who entered it when it was an
 * owner's, and the client's contact addresses. A notice that cannot be sent is logged; the decision
 * stands either way.
 */
export async function sendRejectionNotice(
  context: { db: DbOrTx; mailer: Mailer; publicUrl: string; warn: (error: unknown, message: string) => void },
  readingId: number,
): Promise<void> {
  const [row] = await context.db
    .select({
      wellNumber: wells.wellNumber,
      readOn: meterReadings.readOn,
      reading: meterReadings.reading,
      reason: meterReadings.reviewReason,
      source: meterReadings.source,
      enteredBy: users.email,
      a: clients.contactEmail,
      b: clients.contactEmail2,
      c: clients.contactEmail3,
      districtName: districtProfile.name,
    })
    .from(meterReadings)
    .innerJoin(wells, eq(wells.id, meterReadings.wellId))
    .leftJoin(clients, eq(clients.id, wells.clientId))
    .leftJoin(users, eq(users.id, meterReadings.enteredBy))
    .leftJoin(districtProfile, eq(districtProfile.id, 1))
    .where(eq(meterReadings.id, readingId));
  if (!row) return;
  const to = recipientsOf([row.source === 'owner' ? row.enteredBy : null, row.a, row.b, row.c]);
  if (to.length === 0) return;
  const text = [
    `The meter reading of ${row.reading} entered for well ${row.wellNumber} on ${row.readOn} was not accepted:`,
    row.reason ?? '',
    '',
    `Please check the meter and enter the reading again in the portal: ${context.publicUrl}${OWNER_READINGS_PATH}`,
    '',
    row.districtName ?? 'Your groundwater conservation district',
  ];
  try {
    await context.mailer.send({
      to,
      subject: `Meter reading not accepted: well ${row.wellNumber}`,
      text: text.join('\n'),
    });
  } catch (error) {
    context.warn(error, `Reading rejection notice for reading ${readingId} could not be sent`);
  }
}
