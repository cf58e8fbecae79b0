/**
 * Fails when the modules of src/ import each other in a circle. Only imports that run count: an
 * `import type` or `export type ... from` is erased by the compiler, and a dynamic `import()` runs
 * after every module has loaded. `import { type A } from` stays: under verbatimModuleSyntax it is
 * kept as `import {} from`, which loads the module.
 *
 * Run by `npm run lint`; `npx tsx scripts/check-import-cycles.ts` alone prints each cycle found.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as TypeScript from 'typescript';

// Required, not imported: importing the compiler as an ES module makes Node scan all of it for
// named exports first, which takes seconds.
const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoot = join(root, 'src');

function compilerOptions(): TypeScript.CompilerOptions {
  const configPath = join(root, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath).options;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Where the last `from '...'` or `import '...'` of a text ends: no import declaration comes later. */
const IMPORT_SOURCE = /\bfrom\s*['"][^'"\n]*['"]|\bimport\s*['"][^'"\n]*['"]/g;

/** The specifiers of the imports and re-exports that load a module when this file runs. */
function runtimeSpecifiers(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  // Only the head of the file, up to its last import, is parsed: the statements before the cut parse
  // as they do in the whole file, and parsing all of src/ would take ten times as long.
  let end = 0;
  for (const match of text.matchAll(IMPORT_SOURCE)) end = match.index + match[0].length;
  const source = ts.createSourceFile(file, text.slice(0, end), {
    languageVersion: ts.ScriptTarget.Latest,
    jsDocParsingMode: ts.JSDocParsingMode.ParseNone,
  });
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      if (statement.importClause?.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as TypeScript.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      specifiers.push((statement.moduleSpecifier as TypeScript.StringLiteral).text);
    }
  }
  return specifiers;
}

function importGraph(files: string[]): Map<string, string[]> {
  const options = compilerOptions();
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of runtimeSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const target = resolve(resolved.resolvedFileName);
      if (target.startsWith(sourceRoot + '/') && !target.endsWith('.d.ts')) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** The groups of files that reach each other (Tarjan's strongly connected components). */
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, order.get(next)!));
      }
    }
    if (lowest.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)!.includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return groups;
}

/** The shortest way from `start` back to itself inside its group. */
function shortestCycle(graph: Map<string, string[]>, group: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const cycle = [file];
        while (cycle[0] !== start) cycle.unshift(cameFrom.get(cycle[0]!)!);
        return [...cycle, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
}

const graph = importGraph(sourceFiles(sourceRoot));
const groups = stronglyConnected(graph);
if (groups.length > 0) {
  const name = (file: string) => relative(root, file);
  for (const group of groups) {
    const members = group.map(name).sort();
    const cycle = shortestCycle(graph, new Set(group), group.sort()[0]!).map(name);
    console.error(`Import cycle: ${cycle.join('\n  -> ')}`);
    if (members.length > cycle.length - 1) {
      console.error(`  (the files ${members.join(', ')} all reach each other)`);
    }
  }
  console.error(
    `\n${groups.length} import cycle(s) in src/. Break each one: move what both sides need into a file that imports neither.`,
  );
  process.exit(1);
}
console.log(`No import cycles among ${graph.size} files of src/.`);
