import L from 'leaflet';
import 'leaflet.markercluster';
import { wellPopupContent, type WellMarker } from './well-markers';

const MARKER_STYLE: L.CircleMarkerOptions = {
  radius: 7,
  color: '#0d47a1',
  weight: 2,
  fillColor: '#42a5f5',
  fillOpacity: 0.9,
};

/**
 * One cluster group holding a circle marker per well. Circle markers drawn on one canvas and
 * clustered when zoomed out keep 3,000 wells fast: only the cluster badges are DOM elements, and a
 * popup's content is built when it opens.
 */
export function createWellClusterGroup(): L.MarkerClusterGroup {
  return L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false, maxClusterRadius: 60 });
}

export function fillWellClusterGroup(
  group: L.MarkerClusterGroup,
  markers: readonly WellMarker[],
  renderer: L.Renderer,
  navigate: (path: string) => void,
): void {
  group.clearLayers();
  group.addLayers(
    markers.map((marker) =>
      L.circleMarker(marker.position, { ...MARKER_STYLE, renderer }).bindPopup(() =>
        wellPopupContent(marker, navigate),
      ),
    ),
  );
}
