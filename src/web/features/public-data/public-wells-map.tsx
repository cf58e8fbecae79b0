import { useMemo } from 'react';
import type { PublicWell } from '../../../shared/contracts/public-data';
import WellMarkerMap from '../../components/well-map/well-map';
import { toPublicWellMarkers } from '../../components/well-map/well-markers';

/** The public map of registered wells: popups list what is published, and link nowhere. Its own chunk. */
export default function PublicWellsMap({ wells, height }: { wells: readonly PublicWell[]; height: number }) {
  const markers = useMemo(() => toPublicWellMarkers(wells), [wells]);
  return <WellMarkerMap markers={markers} height={height} label="Map of registered wells" />;
}
