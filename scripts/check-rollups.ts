import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/client';
import { isOperatorError } from '../src/server/operator-errors';
import {
  findRollupDifferences,
  rebuildRollups,
  type RollupDifference,
} from '../src/server/modules/pumpage/rollups';

// `npm run check-rollups [-- --repair]`: recomputes every well's monthly totals and yearly totals by
// quarter from its daily rows and lists where monthly_pumpage or yearly_pumpage says otherwise
// (exit code 1 if any); --repair then
// rebuilds them from the daily rows. On the embedded store, run it while the portal is stopped.
const SHOWN = 20;

const { values } = parseArgs({ options: { repair: { type: 'boolean', default: false } } });

let database: Database;
try {
  const config = loadConfig();
  database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  if (!isOperatorError(error)) throw error;
  console.error(error.message);
  process.exit(1);
}

const side = (pumpage: string | null, days: number | null) =>
  pumpage === null ? 'no row' : `${pumpage} kgal over ${days} day${days === 1 ? '' : 's'}`;

const periodName = ({ table, period }: RollupDifference) =>
  table === 'monthly_pumpage'
    ? `month ${period.slice(0, 7)}`
    : `quarter ${(Number(period.slice(5, 7)) + 2) / 3} of ${period.slice(0, 4)}`;

try {
  await database.migrate();
  const { count, differences } = await findRollupDifferences(database.db, SHOWN);
  if (count === 0) {
    console.log('The monthly and yearly totals equal the daily rows.');
  } else {
    console.log(`${count} ${count === 1 ? 'total differs' : 'totals differ'} from the daily rows:`);
    for (const row of differences) {
      console.log(
        `  well ${row.wellId}, ${periodName(row)}: daily rows ${side(row.rawPumpage, row.rawDays)}, ` +
          `kept ${side(row.keptPumpage, row.keptDays)}`,
      );
    }
    if (count > differences.length) console.log(`  (and ${count - differences.length} more)`);
    if (values.repair) {
      const { months, years } = await rebuildRollups(database.db);
      console.log(`Rebuilt ${months} monthly and ${years} yearly totals from the daily rows.`);
    } else {
      console.log('Run `npm run check-rollups -- --repair` to rebuild them from the daily rows.');
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
