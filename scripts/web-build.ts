import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the server looks for the web app by default (src/server/app.ts). */
export const DEFAULT_WEB_OUT_DIR = path.join(PROJECT_ROOT, 'dist/web');
const WEB_INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'].map((input) =>
  path.join(PROJECT_ROOT, input),
);

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  );
}

/**
 * The build directory as an absolute path. Vite resolves a relative --outDir against its root,
 * src/web, not against the caller's directory, so a relative path would land the build inside the
 * sources, where the server never looks and lint reads it as code.
 */
export function resolveWebOutDir(outDir: string, cwd = process.cwd()): string {
  const resolved = path.resolve(cwd, outDir);
  const sources = path.join(PROJECT_ROOT, 'src');
  if (resolved === sources || resolved.startsWith(sources + path.sep)) {
    throw new Error(`The web build must not land inside src/: ${resolved}`);
  }
  return resolved;
}

/**
 * Builds the web app into `outDir` when there is no build there or a source is newer than it. A
 * second directory lets two end-to-end runs on one checkout build without overwriting each other.
 * Returns whether it built.
 */
export function buildWebIfNeeded(outDir = DEFAULT_WEB_OUT_DIR): boolean {
  const target = resolveWebOutDir(outDir);
  const index = path.join(target, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const newestSource = Math.max(...WEB_INPUTS.map(newestModification));
  if (built >= newestSource) return false;
  console.log('Building the web app...');
  // Always React's production build, also when started from a test runner whose NODE_ENV is 'test'.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', target, '--emptyOutDir'], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return true;
}
