import { and, desc, eq, ne } from 'drizzle-orm';
import type { WellPermitsResponse } from '../../../shared/contracts/permits';
import { addDays } from '../../../shared/rules/calendar';
import { isStaff } from '../../../shared/rules/access';
import type { DbOrTx } from '../../db/client';
import { permitAlerts, permitTerms, users } from '../../db/schema';
import type { Caller } from '../auth/caller';
import { findVisibleWell } from '../auth/scope';
import { userNameSql } from '../users';
import { daysAboveMax, permitStandings } from './permit-standing';

/** How many alerts the well page lists. */
const ALERTS_SHOWN = 50;

/** GET Permit/GetWellPermits: the well's terms, this year's use, the days above the rate and the alerts. */
export async function getWellPermits(
  db: DbOrTx,
  caller: Caller,
  wellId: number,
  today: string,
): Promise<WellPermitsResponse> {
  const well = await findVisibleWell(db, caller, wellId);
  const terms = await db
    .select({
      id: permitTerms.id,
      effectiveFrom: permitTerms.effectiveFrom,
      annualGallons: permitTerms.annualGallons,
      maxDailyGallons: permitTerms.maxDailyGallons,
      note: permitTerms.note,
      createdBy: userNameSql,
      createdAt: permitTerms.createdAt,
    })
    .from(permitTerms)
    .leftJoin(users, eq(users.id, permitTerms.createdBy))
    .where(eq(permitTerms.wellId, wellId))
    .orderBy(desc(permitTerms.effectiveFrom));
  const standings = await permitStandings(db, today, { wellIds: [wellId] });
  const oldestFirst = [...terms].reverse();
  const alerts = await db
    .select({
      id: permitAlerts.id,
      kind: permitAlerts.kind,
      periodOn: permitAlerts.periodOn,
      usedGallons: permitAlerts.usedGallons,
      permittedGallons: permitAlerts.permittedGallons,
      outcome: permitAlerts.outcome,
      recipients: permitAlerts.recipients,
      claimedAt: permitAlerts.claimedAt,
      sentAt: permitAlerts.sentAt,
    })
    .from(permitAlerts)
    // A day above the rate alerts staff only: owners see it in the list of days, not as an alert.
    .where(
      and(
        eq(permitAlerts.wellId, wellId),
        isStaff(caller.accessLevel) ? undefined : ne(permitAlerts.kind, 'daily-rate'),
      ),
    )
    .orderBy(desc(permitAlerts.claimedAt), desc(permitAlerts.id))
    .limit(ALERTS_SHOWN);
  return {
    message: 'OK',
    data: {
      wellId,
      wellNumber: well.wellNumber,
      permitNumber: well.cagcdPermitNumber,
      permitDate: well.cagcdPermitDate,
      terms: terms.map((row, index) => ({
        ...row,
        effectiveTo: index === 0 ? null : addDays(terms[index - 1]!.effectiveFrom, -1),
        createdAt: row.createdAt.toISOString(),
      })),
      use: standings.rows[0] ?? null,
      daysAboveMax: await daysAboveMax(db, wellId, standings.year, today, oldestFirst),
      today,
      yearStart: standings.year.start,
      yearEnd: standings.year.end,
      alerts: alerts.map((alert) => ({
        ...alert,
        recipients: isStaff(caller.accessLevel) ? alert.recipients : '',
        claimedAt: alert.claimedAt.toISOString(),
        sentAt: alert.sentAt?.toISOString() ?? null,
      })),
    },
  };
}
