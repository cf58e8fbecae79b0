import type { LatLng } from '../../../shared/rules/industrial-district';
import { OPEN_STREET_MAP_TILE_URL } from '../../../shared/rules/map-tiles';

const OPEN_STREET_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const configuredUrl = (import.meta.env.VITE_MAP_TILE_URL as string | undefined)?.trim();
const configuredAttribution = (import.meta.env.VITE_MAP_TILE_ATTRIBUTION as string | undefined)?.trim();

/**
 * The tile server, chosen when the web app is built: VITE_MAP_TILE_URL (a Leaflet URL template) and
 * VITE_MAP_TILE_ATTRIBUTION, OpenStreetMap by default. Without tiles the wells still show.
 */
export const MAP_TILES = {
  url: configuredUrl || OPEN_STREET_MAP_TILE_URL,
  attribution: configuredAttribution ?? (configuredUrl ? '' : OPEN_STREET_MAP_ATTRIBUTION),
};

/** The map starts near the district centre at zoom 10. */
export const DISTRICT_CENTRE: LatLng = [30.55, -91.15];
export const START_ZOOM = 10;
/** Clustering needs the map's own zoom range; tile servers commonly go to 18. */
export const MAX_ZOOM = 18;
