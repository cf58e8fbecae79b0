import { sql } from 'drizzle-orm';
import { recordAudit } from '../../audit';
import type { Tx, DbOrTx } from '../../db/client';
import { dailyPumpage, hourlyPumpage } from '../../db/schema';
import { idArray, selectRows } from '../../db/sql';
import type { Caller } from '../auth/caller';
import { findInvoicedPumpage, refuseInvoicedPumpage } from './find-invoiced-pumpage';
import { lockPumpageWrites } from './pumpage-write-lock';

interface DeletedDay {
  id: number;
  wellId: number;
  date: string;
  pumpage: string;
}

interface DeletedHour {
  wellId: number;
  date: string;
  hour: number;
  pumpage: string;
}

/** The hourly rows of the deleted well-days go too: a day is the sum of its hours. */
function deleteHours(tx: Tx, ids: readonly number[]) {
  return selectRows<DeletedHour>(
    tx,
    sql`
    delete from ${hourlyPumpage} using ${dailyPumpage}
    where ${dailyPumpage.id} = any(${idArray(ids)}::bigint[])
      and ${hourlyPumpage.wellId} = ${dailyPumpage.wellId} and ${hourlyPumpage.date} = ${dailyPumpage.date}
    returning ${hourlyPumpage.wellId} as "wellId", ${hourlyPumpage.date}::text as date,
      ${hourlyPumpage.hour}::int as hour, ${hourlyPumpage.pumpage}::text as pumpage`,
  );
}

function deleteDays(tx: Tx, ids: readonly number[]) {
  return selectRows<DeletedDay>(
    tx,
    sql`
    delete from ${dailyPumpage} where ${dailyPumpage.id} = any(${idArray(ids)}::bigint[])
    returning ${dailyPumpage.id}::int as id, ${dailyPumpage.wellId} as "wellId",
      ${dailyPumpage.date}::text as date, ${dailyPumpage.pumpage}::text as pumpage`,
  );
}

/** One audit entry per well, holding the values the delete removed. */
async function auditDeletion(tx: Tx, caller: Caller, days: DeletedDay[], hours: DeletedHour[]) {
  const wellIds = [...new Set(days.map((day) => day.wellId))];
  for (const wellId of wellIds) {
    await recordAudit(tx, {
      actorUserId: caller.id,
      action: 'delete-pumpage',
      entity: 'well',
      entityId: wellId,
      before: {
        daily: days
          .filter((day) => day.wellId === wellId)
          .map(({ id, date, pumpage }) => ({ id, date, pumpage })),
        hourly: hours
          .filter((hour) => hour.wellId === wellId)
          .map(({ date, hour, pumpage }) => ({ date, hour, pumpage })),
      },
    });
  }
}

/**
 * POST DeleteWellPumpages (staff): deletes the daily rows and the hourly rows of the same
 * well-days in one transaction. Pumpage an invoice was built from is refused with 409 naming the
 * invoice (docs/decisions/0013-pumpage-deletion.md).
 */
export async function deleteWellPumpages(
  db: DbOrTx,
  caller: Caller,
  ids: number[],
): Promise<{ message: string }> {
  const unique = [...new Set(ids)];
  const deleted = await db.transaction(async (tx) => {
    await lockPumpageWrites(tx);
    refuseInvoicedPumpage(await findInvoicedPumpage(tx, unique));
    const hours = await deleteHours(tx, unique);
    const days = await deleteDays(tx, unique);
    await auditDeletion(tx, caller, days, hours);
    return days.length;
  });
  return { message: `${deleted} pumpage ${deleted === 1 ? 'row' : 'rows'} deleted.` };
}
