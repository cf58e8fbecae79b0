import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatDay } from '../../../shared/format';
import type { DbOrTx } from '../../db/client';
import {
  clients,
  districtCutNotices,
  districtCuts,
  districtProfile,
  permitTerms,
  wells,
} from '../../db/schema';
import { columnNames, selectRows } from '../../db/sql';
import type { Mailer } from '../../integrations/mail/mailer';
import { recipientsOf } from '../../integrations/mail/recipients';
import { deliverNotice } from '../../integrations/mail/deliver-notice';
import { permitStandings } from './permit-standing';

type Cut = typeof districtCuts.$inferSelect;

function millionGallons(gallons: number): string {
  return `${(gallons / 1_000_000).toLocaleString('en-US', { maximumFractionDigits: 3 })} million gallons`;
}

/**
 * Claims the cut's notice for each client with a permitted well not told yet (or whose notice
 * failed): the unique (cut, client) row commits before the mail goes, so each client hears once.
 */
async function claim(db: DbOrTx, cutId: number): Promise<number[]> {
  const fresh = await selectRows<{ clientId: number }>(
    db,
    sql`insert into ${districtCutNotices} (${columnNames([
      districtCutNotices.cutId,
      districtCutNotices.clientId,
      districtCutNotices.outcome,
      districtCutNotices.attempts,
    ])})
      select distinct ${cutId}::int, ${wells.clientId}, 'sending', 1 from ${wells}
        join ${permitTerms} on ${permitTerms.wellId} = ${wells.id}
        where ${wells.clientId} is not null and ${wells.isActive}
      on conflict do nothing returning ${columnNames([districtCutNotices.clientId])} as "clientId"`,
  );
  const retried = await db
    .update(districtCutNotices)
    .set({
      outcome: 'sending',
      attempts: sql`${districtCutNotices.attempts} + 1`,
      claimedAt: sql`now()`,
      detail: null,
    })
    .where(and(eq(districtCutNotices.cutId, cutId), eq(districtCutNotices.outcome, 'failed')))
    .returning({ clientId: districtCutNotices.clientId });
  return [...fresh, ...retried].map((row) => row.clientId);
}

function cutMessage(
  cut: Cut,
  clientName: string,
  wellLines: string[],
  districtName: string,
): { subject: string; text: string } {
  const until = cut.endsOn ? `until ${formatDay(cut.endsOn)}` : 'until further notice';
  return {
    subject: `District-wide pumping cut of ${cut.percent}% from ${formatDay(cut.effectiveOn)}`,
    text: [
      `Dear ${clientName},`,
      '',
      `The district has cut every permit's volume by ${cut.percent}% from ${formatDay(cut.effectiveOn)} ${until}.`,
      `Reason: ${cut.reason}`,
      '',
      ...(wellLines.length > 0
        ? ["Your wells' permitted volumes for this permit year with the cut:", ...wellLines, '']
        : []),
      'The portal shows each well’s use against its permit.',
      '',
      districtName,
    ].join('\n'),
  };
}

/** Tells every client with a permitted well of the cut, once each; a failed notice is retried by the next call. */
export async function sendCutNotices(
  db: DbOrTx,
  cutId: number,
  run: { today: string; mailer: Mailer },
): Promise<{ sent: number; failed: number }> {
  const [cut] = await db.select().from(districtCuts).where(eq(districtCuts.id, cutId));
  if (!cut) return { sent: 0, failed: 0 };
  const clientIds = await claim(db, cutId);
  if (clientIds.length === 0) return { sent: 0, failed: 0 };
  const [district] = await db.select({ name: districtProfile.name }).from(districtProfile).limit(1);
  const districtName = district?.name ?? 'Your groundwater conservation district';
  const people = await db
    .select({
      id: clients.id,
      name: clients.name,
      a: clients.contactEmail,
      b: clients.contactEmail2,
      c: clients.contactEmail3,
    })
    .from(clients)
    .where(inArray(clients.id, clientIds));
  const standings = await permitStandings(db, cut.effectiveOn > run.today ? cut.effectiveOn : run.today, {
    clientIds,
  });
  const outcome = { sent: 0, failed: 0 };
  for (const client of people) {
    const lines = standings.rows
      .filter((row) => row.clientId === client.id)
      .map(
        (row) =>
          `- well ${row.wellNumber}: ${millionGallons(row.permittedGallons)} (${millionGallons(row.uncutGallons)} without the cut)`,
      );
    const delivery = await deliverNotice(run.mailer, recipientsOf([client.a, client.b, client.c]), () =>
      cutMessage(cut, client.name, lines, districtName),
    );
    await db
      .update(districtCutNotices)
      .set({ ...delivery, sentAt: delivery.outcome === 'sent' ? new Date() : null })
      .where(and(eq(districtCutNotices.cutId, cutId), eq(districtCutNotices.clientId, client.id)));
    if (delivery.outcome === 'sent') outcome.sent += 1;
    if (delivery.outcome === 'failed') outcome.failed += 1;
  }
  return outcome;
}

/** The cuts with notices still to retry: the nightly check's share. */
export async function cutsWithFailedNotices(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ cutId: districtCutNotices.cutId })
    .from(districtCutNotices)
    .where(eq(districtCutNotices.outcome, 'failed'));
  return rows.map((row) => row.cutId);
}
