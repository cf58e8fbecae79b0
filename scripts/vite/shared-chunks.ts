import path from 'node:path';

/** What the chunking pass tells about a module (a subset of Rolldown's ModuleInfo). */
interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  dynamicImporters: readonly string[];
}

/** Rolldown's chunking context: the module graph after tree-shaking. */
export interface ModuleGraph {
  getModuleInfo(id: string): ModuleFacts | null;
}

export interface SharedChunk {
  name: string;
  /** Modules (absolute paths): the chunk holds them and what they import statically. */
  anchors: readonly string[];
  /**
   * Modules (absolute paths) a page loads one of (the layouts): the chunk also holds what all of
   * them import statically, not what only one does.
   */
  alternatives?: readonly string[];
  /**
   * Only what is used where an anchor is: a module that some lazily rendered module (a page, the map)
   * imports without reaching any anchor stays out, so that page does not download the chunk. What a
   * page loads on demand (a dialog, a tooltip) may download it.
   */
  exclusive?: boolean;
}

export interface SharedChunksOptions {
  /** Modules (absolute paths) whose static imports stay where they are: the entry and the sign-in page. */
  keepOut: readonly string[];
  /** In order: a module goes to the first chunk reaching it. */
  chunks: readonly SharedChunk[];
}

/** Every module reachable from `starts` through static imports, not entering `stop`. */
export function staticClosure(
  graph: ModuleGraph,
  starts: readonly string[],
  stop: ReadonlySet<string> = new Set(),
): Set<string> {
  const found = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (found.has(id) || stop.has(id)) continue;
    const facts = graph.getModuleInfo(id);
    if (!facts) continue;
    found.add(id);
    pending.push(...facts.importedIds);
  }
  return found;
}

/**
 * Which shared chunk each module goes to: what a chunk's anchors import statically, except what the
 * entry or the sign-in page import (already loaded, or kept off the sign-in page), what an earlier
 * chunk took, and the modules loaded with `import()` (each keeps a chunk of its own, which the bundle
 * bench maps to routes). Imports through an index file count whole (MUI's styles index brings
 * @mui/system's Grid and Stack): such modules are in the bundle only when some page uses them.
 */
export function sharedChunkPlan(graph: ModuleGraph, options: SharedChunksOptions): Map<string, string> {
  const taken = staticClosure(graph, options.keepOut);
  const plan = new Map<string, string>();
  let lazyClosures: Set<string>[] | undefined;
  for (const chunk of options.chunks) {
    const modules = staticClosure(graph, chunk.anchors, taken);
    if (chunk.exclusive) {
      lazyClosures ??= lazyModules(graph, options.keepOut).map((id) => staticClosure(graph, [id]));
      for (const closure of lazyClosures) {
        if (chunk.anchors.some((anchor) => closure.has(anchor))) continue;
        for (const id of closure) modules.delete(id);
      }
    }
    const [first, ...others] = (chunk.alternatives ?? []).map((start) =>
      staticClosure(graph, [start], taken),
    );
    for (const id of first ?? []) if (others.every((closure) => closure.has(id))) modules.add(id);
    for (const id of modules) {
      if ((graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0) plan.set(id, chunk.name);
    }
    for (const id of modules) taken.add(id);
  }
  return plan;
}

/** `lazyOnDemand(() => import('./x'))` or `importOnDemand(...)`: loaded after a user action (bench/bundle.ts). */
const ON_DEMAND = /(?:lazyOnDemand|importOnDemand)\(\s*\(\)\s*=>\s*import\(\s*["'`]([^"'`]+)["'`]/g;

/** The modules a module imports on demand, as resolved ids among its dynamic imports. */
function onDemandImports(id: string, facts: ModuleFacts): Set<string> {
  const found = new Set<string>();
  for (const [, specifier] of (facts.code ?? '').matchAll(ON_DEMAND)) {
    const target = path.resolve(path.dirname(id), specifier as string);
    for (const candidate of facts.dynamicallyImportedIds) {
      const bare = candidate.replace(/\.[jt]sx?$/, '');
      if (bare === target || bare === `${target}/index`) found.add(candidate);
    }
  }
  return found;
}

/**
 * Every module a page renders lazily (its page, layouts, the map), found from `starts` through static
 * and dynamic imports: not those loaded on demand, after a user action.
 */
function lazyModules(graph: ModuleGraph, starts: readonly string[]): string[] {
  const seen = new Set<string>();
  const lazy = new Set<string>();
  const pending = [...starts];
  while (pending.length > 0) {
    const id = pending.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const facts = graph.getModuleInfo(id);
    if (!facts) continue;
    const onDemand = onDemandImports(id, facts);
    for (const next of facts.dynamicallyImportedIds) if (!onDemand.has(next)) lazy.add(next);
    pending.push(...facts.importedIds, ...facts.dynamicallyImportedIds);
  }
  return [...lazy];
}

/**
 * Code-splitting groups putting what many pages share into a few chunks: the layouts with the
 * building blocks nearly every page renders (MUI's styling core, the top bar, alerts, tables), then
 * the form fields. Left to itself the bundler cuts these modules into some forty chunks by the exact
 * set of pages sharing each, and a page downloading forty small files compresses each alone: in one
 * file they are about 13 kB gzip smaller. A page without a layout (the sign-in page) loads none of them.
 */
export function sharedChunkGroups(options: SharedChunksOptions) {
  const plans = new WeakMap<ModuleGraph, Map<string, string>>();
  const planOf = (graph: ModuleGraph) => {
    let plan = plans.get(graph);
    if (!plan) {
      plan = sharedChunkPlan(graph, options);
      plans.set(graph, plan);
    }
    return plan;
  };
  return options.chunks.map((chunk) => ({
    debugName: chunk.name,
    name(id: string, graph: ModuleGraph): string | null {
      return planOf(graph).get(id) === chunk.name ? chunk.name : null;
    },
    // A chunk holds its own modules, not what they import from the entry's or an earlier chunk.
    includeDependenciesRecursively: false,
  }));
}
