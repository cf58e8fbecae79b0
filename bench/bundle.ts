import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ComponentType, LazyExoticComponent } from 'react';
import { buildWebIfNeeded, DEFAULT_WEB_OUT_DIR } from '../scripts/web-build';
import viteConfig from '../vite.config';

/** Cold-cache JavaScript per page, gzip bytes (kB = 1000 bytes, as Vite prints). */
export const SIGN_IN_PATH = '/login';
export const SIGN_IN_BUDGET_BYTES = 150_000;
export const PAGE_BUDGET_BYTES = 250_000;

/** One chunk of `.vite/manifest.json`, keyed by its source path relative to Vite's root. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface RouteFigure {
  path: string;
  layout: string;
  /** The route's page module, relative to Vite's root. */
  page: string;
  /** Every JavaScript file the route downloads with an empty cache. */
  files: string[];
  gzipBytes: number;
  budgetBytes: number;
}

type LazyComponent = LazyExoticComponent<ComponentType>;

/** What the bench needs of the app: the route table and the layouts loaded beside the pages. */
export interface RouteSource {
  routes: readonly { path: string; layout: string; page: LazyComponent }[];
  /** The lazily loaded layouts a route of each layout kind may render, one of them per user. */
  layouts: Readonly<Record<string, readonly LazyComponent[]>>;
}

const WEB_ROOT = path.resolve(viteConfig.root ?? '.');
const ON_DEMAND_CALL = /(?:lazyOnDemand|importOnDemand)\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function budgetFor(routePath: string): number {
  return routePath === SIGN_IN_PATH ? SIGN_IN_BUDGET_BYTES : PAGE_BUDGET_BYTES;
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/**
 * The module a `React.lazy` component loads, read from its loader before it ever ran (React keeps
 * the loader in the lazy object's payload until the first render). The loader's text names the
 * module as written at its `import()`; the one lazily imported module of the entry that ends with
 * that name is the answer, so a route row and its chunk can never drift apart.
 */
export function lazyModule(component: LazyComponent, manifest: Manifest): string {
  const payload = (component as unknown as { _payload?: { _result?: unknown } })._payload;
  const loader = payload?._result;
  if (typeof loader !== 'function') {
    throw new Error(
      'A React.lazy component no longer keeps its loader in _payload._result: update bench/bundle.ts.',
    );
  }
  // import('...') as written, or Vitest's __vite_ssr_dynamic_import__('...') when a test loads the table.
  const specifier = /(?:\bimport|__vite_ssr_dynamic_import__)\(\s*["'`]([^"'`]+)["'`]/.exec(
    String(loader),
  )?.[1];
  if (!specifier) throw new Error(`No import() in the lazy loader ${String(loader)}`);
  const wanted = specifier.replace(/^(\.{0,2}\/)+/, '').replace(/\.[jt]sx?$/, '');
  const lazyKeys = entryChunk(manifest).chunk.dynamicImports ?? [];
  const matches = lazyKeys.filter((key) => {
    const bare = key.replace(/\.[jt]sx?$/, '');
    // Relative as written ('./x', '../features/x'), or from the project root under Vitest.
    return bare === wanted || bare.endsWith(`/${wanted}`) || wanted.endsWith(`/${bare}`);
  });
  if (matches.length !== 1) {
    throw new Error(
      `The lazy import '${specifier}' matches ${matches.length} lazily loaded modules of the entry.`,
    );
  }
  return matches[0] as string;
}

function entryChunk(manifest: Manifest): { key: string; chunk: ManifestChunk } {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry in the manifest, found ${entries.length}.`);
  const [key, chunk] = entries[0] as [string, ManifestChunk];
  return { key, chunk };
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Modules loaded only after a user action (`lazyOnDemand(() => import('./x'))` in the code, e.g. the
 * register form behind the sign-in page's link): not part of any route's first load.
 */
export function onDemandModules(manifest: Manifest, webRoot = WEB_ROOT): Set<string> {
  const modules = new Set<string>();
  for (const file of sourceFiles(webRoot)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(ON_DEMAND_CALL)) {
      const base = path.relative(webRoot, path.resolve(path.dirname(file), specifier as string));
      const key = ['.tsx', '.ts', '/index.tsx', '/index.ts']
        .map((extension) => `${base}${extension}`.split(path.sep).join('/'))
        .find((candidate) => manifest[candidate]);
      if (!key)
        throw new Error(`${file}: an on-demand import of '${specifier}' has no chunk in the manifest.`);
      modules.add(key);
    }
  }
  return modules;
}

/** The chunk keys reachable from `start` through static imports and the lazy imports `lazyEdges` names. */
function reachable(
  manifest: Manifest,
  start: string[],
  lazyEdges: (chunk: ManifestChunk, key: string) => string[],
) {
  const found = new Set<string>();
  const pending = [...start];
  while (pending.length > 0) {
    const key = pending.pop() as string;
    if (found.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk '${key}'.`);
    found.add(key);
    pending.push(...(chunk.imports ?? []), ...lazyEdges(chunk, key));
  }
  return found;
}

/**
 * Each route's cold-cache JavaScript: the entry chunk and its static imports (modulepreloaded by
 * index.html), then the route's layouts and page with their static imports and every lazy import they
 * make at render (the map, the chart, the table), except lazy imports marked on demand. The entry's
 * own lazy imports are the router's: of those only this route's layouts and page load.
 */
export function routeFigures(manifest: Manifest, source: RouteSource, outDir: string): RouteFigure[] {
  const shell = reachable(manifest, [entryChunk(manifest).key], () => []);
  const onDemand = onDemandModules(manifest);
  const atRender = (chunk: ManifestChunk, key: string) =>
    shell.has(key) ? [] : (chunk.dynamicImports ?? []).filter((lazyKey) => !onDemand.has(lazyKey));
  const gzipCache = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let bytes = gzipCache.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(outDir, file))).length;
      gzipCache.set(file, bytes);
    }
    return bytes;
  };
  const figureWith = (route: RouteSource['routes'][number], layout: LazyComponent | undefined) => {
    const page = lazyModule(route.page, manifest);
    const start = layout ? [lazyModule(layout, manifest), page] : [page];
    const keys = new Set([...shell, ...reachable(manifest, start, atRender)]);
    const files = [...new Set([...keys].map((key) => (manifest[key] as ManifestChunk).file))]
      .filter((file) => file.endsWith('.js'))
      .sort();
    return {
      path: route.path,
      layout: route.layout,
      page,
      files,
      gzipBytes: files.reduce((sum, file) => sum + gzipBytes(file), 0),
      budgetBytes: budgetFor(route.path),
    };
  };
  // A route whose layout depends on the user (staff or owner) counts the heavier of the two.
  return source.routes.map((route) => {
    const layouts = source.layouts[route.layout] ?? [];
    const candidates =
      layouts.length > 0
        ? layouts.map((layout) => figureWith(route, layout))
        : [figureWith(route, undefined)];
    return candidates.reduce((heaviest, figure) =>
      figure.gzipBytes > heaviest.gzipBytes ? figure : heaviest,
    );
  });
}

/** The app's own route table and layouts, loaded in Node: the rows are plain data and React.lazy. */
export async function appRouteSource(): Promise<RouteSource> {
  const [{ ROUTES }, { LAYOUTS_BY_ROUTE }] = await Promise.all([
    import('../src/web/app/routes'),
    import('../src/web/app/layouts/lazy-layouts'),
  ]);
  return { routes: ROUTES, layouts: LAYOUTS_BY_ROUTE };
}

export function overBudget(figures: RouteFigure[]): RouteFigure[] {
  return figures.filter((figure) => figure.gzipBytes > figure.budgetBytes);
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1).padStart(6);

export async function run(): Promise<void> {
  const outDir = path.resolve(process.env.E2E_WEB_DIR ?? DEFAULT_WEB_OUT_DIR);
  buildWebIfNeeded(outDir);
  const figures = routeFigures(readManifest(outDir), await appRouteSource(), outDir);
  console.log(`Cold-cache JavaScript per route, gzip (build in ${outDir}):\n`);
  for (const figure of figures) {
    const verdict = figure.gzipBytes <= figure.budgetBytes ? 'ok' : 'OVER BUDGET';
    console.log(
      `${figure.path.padEnd(42)} ${kB(figure.gzipBytes)} kB  (budget ${kB(figure.budgetBytes)} kB, ${figure.files.length} files)  ${verdict}`,
    );
  }
  const over = overBudget(figures);
  if (over.length > 0) {
    console.log(`\n${over.length} route(s) over budget.`);
    process.exitCode = 1;
  }
}
