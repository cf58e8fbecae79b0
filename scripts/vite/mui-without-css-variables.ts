import type { Plugin } from 'vite';

/** An import of MUI's styles folder, and what the web build puts in its place. */
interface Replacement {
  file: RegExp;
  importLine: string;
  stub: string;
}

const UNUSED =
  "throw new Error('The web build leaves out the CSS-variables theme of MUI: see scripts/vite/mui-without-css-variables.ts.');";

export const REPLACEMENTS: readonly Replacement[] = [
  {
    // createTheme() without `cssVariables` or `colorSchemes` takes createThemeNoVars, as ours does.
    file: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]createTheme\.js$/,
    importLine: 'import createThemeWithVars from "./createThemeWithVars.js";',
    stub: `const createThemeWithVars = () => { ${UNUSED} };`,
  },
  {
    // ThemeProvider gives such a theme to ThemeProviderNoVars.
    file: /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]ThemeProvider\.js$/,
    importLine: 'import { CssVarsProvider } from "./ThemeProviderWithVars.js";',
    stub: `const CssVarsProvider = () => { ${UNUSED} };`,
  },
];

/** The source with the import replaced by its stub, or null when the file is not one of them. */
export function withoutCssVariables(code: string, id: string): { code: string } | { missing: string } | null {
  const replacement = REPLACEMENTS.find((candidate) => candidate.file.test(id));
  if (!replacement) return null;
  if (!code.includes(replacement.importLine)) return { missing: replacement.importLine };
  return { code: code.replace(replacement.importLine, replacement.stub) };
}

/**
 * MUI's `createTheme` and `ThemeProvider` import the CSS-variables theme (createThemeWithVars,
 * CssVarsProvider with its colour-scheme script and storage) beside the plain one, and choose at run
 * time. Our theme (src/web/components/theme/theme.ts) sets neither `cssVariables` nor `colorSchemes`,
 * so the plain one is always chosen, as MUI's own default theme is; the other came with every signed-in
 * page, about 7 kB gzip. In the web build the two imports become functions that throw: a theme that
 * asked for CSS variables would fail at once, not silently lose them.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      const result = withoutCssVariables(code, id);
      if (!result) return null;
      if ('missing' in result) {
        this.warn(`${id} no longer has \`${result.missing}\`: the CSS-variables theme stays in.`);
        return null;
      }
      return { code: result.code, map: null };
    },
  };
}
