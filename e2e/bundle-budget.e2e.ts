import { describe, expect, inject, it } from 'vitest';
import { appRouteSource, readManifest, routeFigures, SIGN_IN_PATH } from '../bench/bundle';

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

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
});
