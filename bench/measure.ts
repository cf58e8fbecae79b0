import { performance } from 'node:perf_hooks';

/** Median wall time in milliseconds of `runs` calls after `warmup` unmeasured ones. */
export async function medianMs(action: () => Promise<unknown>, runs = 50, warmup = 5): Promise<number> {
  for (let i = 0; i < warmup; i += 1) await action();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await action();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const middle = Math.floor(times.length / 2);
  return times.length % 2 ? (times[middle] ?? 0) : ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2;
}

export function printRatio(label: string, apiMs: number, sqlMs: number, target?: number): void {
  const ratio = apiMs / sqlMs;
  const verdict =
    target === undefined
      ? ''
      : ratio <= target
        ? `  (target <= ${target}: met)`
        : `  (target <= ${target}: MISSED)`;
  // The overhead in milliseconds beside the ratio: on a statement of a millisecond or two, the fixed
  // cost of a request (guard, routing, building the query, answering) weighs more than the rows.
  const overhead = `+${(apiMs - sqlMs).toFixed(2)} ms`.padStart(10);
  console.log(
    `${label.padEnd(40)} api ${apiMs.toFixed(3).padStart(9)} ms   sql ${sqlMs.toFixed(3).padStart(9)} ms  ${overhead}   ratio ${ratio.toFixed(2)}${verdict}`,
  );
}
