import type { Plugin } from 'vite';

/** A description property whose value is a string literal, or several joined with +, and its comma. */
const DESCRIPTION =
  /^[ \t]*description:\s*(?:'(?:[^'\\\n]|\\.)*'|`[^`]*`)(?:\s*\+\s*(?:'(?:[^'\\\n]|\\.)*'|`[^`]*`))*,[ \t]*\n/gm;

/** The contracts' source without their endpoint descriptions (text for the API docs only). */
export function withoutDescriptions(source: string): string {
  return source.replace(DESCRIPTION, '');
}

/**
 * The endpoint descriptions are the OpenAPI document's prose, which the server serves; the browser
 * never reads them, and every page would download them with the contracts it uses. Field values
 * named description (a well use's) are code, not literals, and stay.
 */
export function stripEndpointDescriptions(): Plugin {
  return {
    name: 'strip-endpoint-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]shared[\\/]contracts[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: withoutDescriptions(code), map: null };
    },
  };
}
