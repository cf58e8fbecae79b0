import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPLACEMENTS, withoutCssVariables } from './mui-without-css-variables';

const muiStyles = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')),
  'esm',
  'styles',
);

describe('MUI without its CSS-variables theme', () => {
  it.each(['createTheme.js', 'ThemeProvider.js'])('replaces the import in %s with a stub', (file) => {
    const id = path.join(muiStyles, file);
    const result = withoutCssVariables(readFileSync(id, 'utf8'), id);
    expect(result).not.toBeNull();
    expect(result && 'code' in result ? result.code : '').not.toMatch(/WithVars\.js/);
  });

  it('leaves other modules alone, and says when an import it replaces is gone', () => {
    expect(withoutCssVariables('export {};', path.join(muiStyles, 'createPalette.js'))).toBeNull();
    const id = path.join(muiStyles, 'createTheme.js');
    expect(withoutCssVariables('export {};', id)).toEqual({ missing: REPLACEMENTS[0]?.importLine });
  });

  it("matches the app's theme: neither CSS variables nor colour schemes", async () => {
    const { theme } = await import('../../src/web/components/theme/theme');
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
  });
});
