/** The well maps' tiles when VITE_MAP_TILE_URL is not set. */
export const OPEN_STREET_MAP_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The Content-Security-Policy source that admits a Leaflet tile URL template's images: its scheme
 * and host, with a placeholder in the host (such as `{s}` for subdomains) widened to `*`, which CSP
 * allows only as the leftmost label. A template CSP cannot express admits nothing (the map then
 * shows wells without tiles rather than the policy admitting every host).
 */
export function tileImageSource(template: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const [, scheme, host] = match as unknown as [string, string, string];
  const labels = host.split('.');
  const widened = labels.map((label, index) => {
    if (!/[{}]/.test(label)) return label;
    return index === 0 && /^\{[a-z]+\}$/i.test(label) ? '*' : undefined;
  });
  if (widened.some((label) => label === undefined)) return undefined;
  return `${scheme.toLowerCase()}://${widened.join('.').toLowerCase()}`;
}
