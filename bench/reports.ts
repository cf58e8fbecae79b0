import { performance } from 'node:perf_hooks';
import { compareGroup } from './bench-calls';
import { onFullSizeDistrict } from './full-size-district';
import { reportCalls } from './report-calls';

/**
 * `npm run bench -- reports`: on the full-size district of the pumpage benchmark, each report
 * call and export against its bare SQL, and the exports' time and size.
 */
export async function run(): Promise<void> {
  await onFullSizeDistrict(async (database, server, today) => {
    const started = performance.now();
    for (const group of await reportCalls(database, server, today))
      await compareGroup(database, server, group);
    console.log(`\n(measured in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  });
}
