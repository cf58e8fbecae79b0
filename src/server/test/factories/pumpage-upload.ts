import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dailyPumpage, hourlyPumpage } from '../../db/schema';
import { selectRows } from '../../db/sql';

const BOUNDARY = '----pumpage-upload-test-boundary';

/** A multipart/form-data request body with one file part, as a browser's FormData sends it. */
export function multipartFile(fileName: string, content: string | Buffer, fieldName = 'file') {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

export async function countPumpageRows(db: DbOrTx): Promise<{ daily: number; hourly: number }> {
  const [row] = await selectRows<{ daily: number; hourly: number }>(
    db,
    sql`select (select count(*) from ${dailyPumpage})::int as daily,
      (select count(*) from ${hourlyPumpage})::int as hourly`,
  );
  return { daily: Number(row?.daily), hourly: Number(row?.hourly) };
}

export async function dailyValue(db: DbOrTx, wellId: number, date: string): Promise<number | undefined> {
  const [row] = await selectRows<{ pumpage: string }>(
    db,
    sql`select ${dailyPumpage.pumpage} as pumpage from ${dailyPumpage}
      where ${dailyPumpage.wellId} = ${wellId} and ${dailyPumpage.date} = ${date}`,
  );
  return row ? Number(row.pumpage) : undefined;
}
