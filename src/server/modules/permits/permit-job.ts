import type { DbOrTx } from '../../db/client';
import type { Mailer } from '../../integrations/mail/mailer';
import { cutsWithFailedNotices, sendCutNotices } from './cut-notices';
import { checkPermitAlerts, nightlyRateWindowStart, type PermitAlertOutcome } from './permit-alerts';

/**
 * The nightly permit check: every permitted well's alerts (a projection moves with the calendar even
 * when no pumpage arrives), the days above the rate of the last weeks, and the cut notices that
 * failed before. Safe to run on every instance at once: each alert and notice is a unique row.
 */
export async function runPermitJob(
  db: DbOrTx,
  run: { today: string; mailer: Mailer },
): Promise<PermitAlertOutcome & { noticesSent: number }> {
  const alerts = await checkPermitAlerts(db, { ...run, changedFrom: nightlyRateWindowStart(run.today) });
  let noticesSent = 0;
  for (const cutId of await cutsWithFailedNotices(db)) {
    noticesSent += (await sendCutNotices(db, cutId, run)).sent;
  }
  return { ...alerts, noticesSent };
}
