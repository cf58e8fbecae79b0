import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const projectRoot = path.resolve(import.meta.dirname, '..');
const START_LIMIT_MS = 8 * 60_000;

/** The project's files as a fresh clone has them: tracked or new, never ignored (no build, no data). */
function copyProjectFiles(target: string): void {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: projectRoot,
    encoding: 'utf8',
  });
  for (const file of listed.split('\0').filter(Boolean)) {
    const source = path.join(projectRoot, file);
    if (!existsSync(source)) continue;
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    copyFileSync(source, path.join(target, file));
  }
  // `npm ci` is the README's first half; CI has just run it, so the copy borrows its result.
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(target, 'node_modules'), 'dir');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The environment of a newcomer's shell: none of the test runner's or this machine's settings. */
function newcomerEnvironment(port: number): NodeJS.ProcessEnv {
  const inherited = ['PATH', 'HOME', 'LANG', 'TMPDIR', 'CHROMIUM_PATH'];
  const environment: NodeJS.ProcessEnv = { PORT: String(port), HOST: '127.0.0.1' };
  for (const name of inherited) if (process.env[name]) environment[name] = process.env[name];
  return environment;
}

async function waitForPortal(child: ChildProcess, baseUrl: string, output: () => string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/login`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`npm start did not serve ${baseUrl} within ${START_LIMIT_MS / 60_000} min:\n${output()}`);
}

function groupIsAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopProcessGroup(groupId: number): Promise<void> {
  if (!groupIsAlive(groupId)) return;
  process.kill(-groupId, 'SIGTERM');
  const deadline = Date.now() + 30_000;
  while (groupIsAlive(groupId) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (groupIsAlive(groupId)) process.kill(-groupId, 'SIGKILL');
}

describe('the README’s first command on a fresh clone', () => {
  let copy: string;
  let child: ChildProcess;
  let baseUrl: string;
  let output = '';

  beforeAll(async () => {
    copy = mkdtempSync(path.join(os.tmpdir(), 'gdp-first-run-'));
    copyProjectFiles(copy);
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    child = spawn('npm', ['start'], { cwd: copy, env: newcomerEnvironment(port), detached: true });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForPortal(child, baseUrl, () => output);
  }, START_LIMIT_MS + 10_000);

  afterAll(async () => {
    // npm exits before the server it started has closed its database, so wait for the whole
    // process group to be gone before the data directory is removed.
    if (child?.pid) await stopProcessGroup(child.pid);
    if (copy) rmSync(copy, { recursive: true, force: true, maxRetries: 5, retryDelay: 500 });
  }, 60_000);

  it('serves the app at / and /login, and the assets the page names', async () => {
    for (const page of ['/', '/login']) {
      const response = await fetch(`${baseUrl}${page}`);
      expect(response.status, page).toBe(200);
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
    }
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, html).toBeDefined();
    const asset = await fetch(`${baseUrl}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
  });

  it('builds where the server looks, never inside the sources, and keeps its data in ./data', () => {
    expect(existsSync(path.join(copy, 'dist/web/index.html'))).toBe(true);
    expect(existsSync(path.join(copy, 'src/web/dist'))).toBe(false);
    expect(readdirSync(path.join(copy, 'data')).length).toBeGreaterThan(0);
    expect(output).toContain('Demo logins');
  });
});
