import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_OUT_DIR, resolveWebOutDir } from './web-build';

const projectRoot = path.resolve(import.meta.dirname, '..');

describe('the web build directory', () => {
  it('is the server’s dist/web by default', () => {
    expect(DEFAULT_WEB_OUT_DIR).toBe(path.join(projectRoot, 'dist/web'));
  });

  it.each([
    ['dist/web', projectRoot, path.join(projectRoot, 'dist/web')],
    ['out', '/tmp/elsewhere', '/tmp/elsewhere/out'],
    ['/tmp/e2e-web', projectRoot, '/tmp/e2e-web'],
  ])('resolves %s from %s against the caller’s directory, not Vite’s root', (outDir, cwd, expected) => {
    expect(resolveWebOutDir(outDir, cwd)).toBe(expected);
  });

  it('refuses to build into the sources', () => {
    expect(() => resolveWebOutDir('src/web/dist', projectRoot)).toThrow(/must not land inside src/);
    expect(() => resolveWebOutDir('dist', path.join(projectRoot, 'src/web'))).toThrow(/inside src/);
  });

  it('is never linted, wherever a build lands', async () => {
    const eslint = new ESLint({ cwd: projectRoot });
    for (const file of ['dist/web/assets/index.js', 'src/web/dist/web/assets/index.js', 'data/x.js']) {
      expect(await eslint.isPathIgnored(path.join(projectRoot, file)), file).toBe(true);
    }
    expect(await eslint.isPathIgnored(path.join(projectRoot, 'src/web/main.tsx'))).toBe(false);
  });
});
