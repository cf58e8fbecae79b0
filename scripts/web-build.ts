import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const WEB_INDEX = 'dist/web/index.html';
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

/** Builds the web app when there is no build or a source is newer than it. */
export function buildWebIfNeeded(): void {
  const built = existsSync(WEB_INDEX) ? statSync(WEB_INDEX).mtimeMs : 0;
  const newestSource = Math.max(...WEB_INPUTS.map(newestModification));
  if (built >= newestSource) return;
  console.log('Building the web app...');
  // Always React's production build, also when started from a test runner whose NODE_ENV is 'test'.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
