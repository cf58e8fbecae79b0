import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_WEB_OUT_DIR = 'dist/web';
const WEB_INPUTS = ['src/web', 'src/shared', 'vite.config.ts', 'package-lock.json'];

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
 * Builds the web app into `outDir` when there is no build there or a source is newer than it. A
 * second directory lets two end-to-end runs on one checkout build without overwriting each other.
 */
export function buildWebIfNeeded(outDir = DEFAULT_WEB_OUT_DIR): void {
  const index = path.join(outDir, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const newestSource = Math.max(...WEB_INPUTS.map(newestModification));
  if (built >= newestSource) return;
  console.log('Building the web app...');
  // Always React's production build, also when started from a test runner whose NODE_ENV is 'test'.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
