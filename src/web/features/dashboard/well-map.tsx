import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import Box from '@mui/material/Box';
import { useMemo } from 'react';
import { MapContainer, Polygon, TileLayer } from 'react-leaflet';
import type { MapWell } from '../../../shared/contracts/wells';
import { INDUSTRIAL_DISTRICT } from '../../../shared/rules/industrial-district';
import { DISTRICT_CENTRE, MAP_TILES, MAX_ZOOM, START_ZOOM } from './map-tiles';
import { WellClusterLayer } from './well-cluster-layer';
import { toWellMarkers } from './well-markers';

export interface WellMapProps {
  wells: readonly MapWell[];
  /** Staff links open the well form; owners open their read-only view. */
  staff: boolean;
  /** Outlines the industrial district while the map is filtered to it. */
  showIndustrialDistrict: boolean;
  height?: number;
}

/** The Leaflet map (its own chunk: the rest of the dashboard renders before Leaflet loads). */
export default function WellMap({ wells, staff, showIndustrialDistrict, height = 480 }: WellMapProps) {
  const markers = useMemo(() => toWellMarkers(wells, staff), [wells, staff]);
  const district = useMemo(() => INDUSTRIAL_DISTRICT.map(([lat, lng]) => [lat, lng] as [number, number]), []);
  return (
    <Box role="region" aria-label="Map of wells" sx={{ height, '& .leaflet-container': { height: '100%' } }}>
      <MapContainer center={[...DISTRICT_CENTRE]} zoom={START_ZOOM} maxZoom={MAX_ZOOM} scrollWheelZoom>
        <TileLayer url={MAP_TILES.url} attribution={MAP_TILES.attribution} maxZoom={MAX_ZOOM} />
        {showIndustrialDistrict && (
          <Polygon positions={district} pathOptions={{ color: '#ef6c00', weight: 2, fillOpacity: 0.05 }} />
        )}
        <WellClusterLayer markers={markers} />
      </MapContainer>
    </Box>
  );
}
