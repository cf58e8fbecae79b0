import { describe, expect, inject, it } from 'vitest';
import { appRouteSource, readManifest, routeFigures, SIGN_IN_PATH, type Manifest } from '../bench/bundle';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** A chain of static imports leading back to where it started, as chunk files; none if there is none. */
function importCycle(manifest: Manifest): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (key: string): string[] => {
    if (state.get(key) === 'done') return [];
    if (state.get(key) === 'open') return [...path.slice(path.indexOf(key)), key];
    state.set(key, 'open');
    path.push(key);
    for (const next of manifest[key]?.imports ?? []) {
      const cycle = visit(next);
      if (cycle.length > 0) return cycle;
    }
    path.pop();
    state.set(key, 'done');
    return [];
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key);
    if (cycle.length > 0) return cycle.map((chunk) => manifest[chunk]?.file ?? chunk);
  }
  return [];
}

// Bundle sizes are deterministic, so the budget is a test: the same figures
// `npm run bench -- bundle` prints, from the build global-setup made.
describe('first-load JavaScript budgets', () => {
  it('keeps every route of the route table within its cold-cache gzip budget', async () => {
    const webRoot = inject('webRoot');
    const source = await appRouteSource();
    const figures = routeFigures(readManifest(webRoot), source, webRoot);

    expect(figures.map((figure) => figure.path)).toEqual(source.routes.map((route) => route.path));
    expect(figures.find((figure) => figure.path === SIGN_IN_PATH)?.budgetBytes).toBe(150_000);
    const over = figures
      .filter((figure) => figure.gzipBytes > figure.budgetBytes)
      .map((figure) => `${figure.path}: ${kB(figure.gzipBytes)} > ${kB(figure.budgetBytes)}`);
    expect(over).toEqual([]);
  });

  it('leaves the CSV writer, imported on demand, out of every first load', async () => {
    const webRoot = inject('webRoot');
    const manifest = readManifest(webRoot);
    const writer = manifest['lib/csv-writer.ts']?.file;
    expect(writer).toBeDefined();
    const figures = routeFigures(manifest, await appRouteSource(), webRoot);
    expect(figures.filter((figure) => figure.files.includes(writer as string)).map((f) => f.path)).toEqual(
      [],
    );
  });

  it('has no chunks importing each other in a circle', () => {
    // The shared chunks (scripts/vite/web-chunks.ts) hold modules without all they import; a circle
    // between chunks could run a module before one it reads at load.
    expect(importCycle(readManifest(inject('webRoot')))).toEqual([]);
  });
});
