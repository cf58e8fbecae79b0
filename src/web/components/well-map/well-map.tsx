import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { MapContainer, Polygon, TileLayer } from 'react-leaflet';
import type { LatLng } from '../../../shared/rules/industrial-district';
import { DISTRICT_CENTRE, MAP_TILES, MAX_ZOOM, START_ZOOM } from './map-tiles';
import { WellClusterLayer } from './well-cluster-layer';
import type { WellMarker } from './well-markers';

export interface WellMarkerMapProps {
  /** Built by toWellMarkers (signed in) or toPublicWellMarkers (the public page). */
  markers: readonly WellMarker[];
  /** An area outlined on the map, e.g. the industrial district while the map is filtered to it. */
  outline?: readonly LatLng[];
  height?: number;
  /** Names the map's region. */
  label?: string;
}

/**
 * The Leaflet map of wells, clustered. A page loads it lazily, as a chunk of its own: the rest of
 * the page renders before Leaflet arrives.
 */
export default function WellMarkerMap({
  markers,
  outline,
  height = 480,
  label = 'Map of wells',
}: WellMarkerMapProps) {
  const positions = useMemo(() => outline?.map(([lat, lng]) => [lat, lng] as [number, number]), [outline]);
  return (
    <Box role="region" aria-label={label} sx={{ height, '& .leaflet-container': { height: '100%' } }}>
      <MapContainer center={[...DISTRICT_CENTRE]} zoom={START_ZOOM} maxZoom={MAX_ZOOM} scrollWheelZoom>
        <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} maxZoom={MAX_ZOOM} />
        {positions && (
          <Polygon positions={positions} pathOptions={{ color: '#ef6c00', weight: 2, fillOpacity: 0.05 }} />
        )}
        <WellClusterLayer markers={markers} />
      </MapContainer>
    </Box>
  );
}
