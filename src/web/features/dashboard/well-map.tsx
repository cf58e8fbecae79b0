import { useMemo } from 'react';
import type { MapWell } from '../../../shared/contracts/wells';
import { INDUSTRIAL_DISTRICT } from '../../../shared/rules/industrial-district';
import WellMarkerMap from '../../components/well-map/well-map';
import { toWellMarkers } from '../../components/well-map/well-markers';

export interface WellMapProps {
  wells: readonly MapWell[];
  /** Staff links open the well form; owners open their read-only view. */
  staff: boolean;
  /** Outlines the industrial district while the map is filtered to it. */
  showIndustrialDistrict: boolean;
  height?: number;
}

/** The dashboard's map (its own chunk: the rest of the dashboard renders before Leaflet loads). */
export default function WellMap({ wells, staff, showIndustrialDistrict, height = 480 }: WellMapProps) {
  const markers = useMemo(() => toWellMarkers(wells, staff), [wells, staff]);
  return (
    <WellMarkerMap
      markers={markers}
      outline={showIndustrialDistrict ? INDUSTRIAL_DISTRICT : undefined}
      height={height}
    />
  );
}
