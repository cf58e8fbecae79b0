import L from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { createWellClusterGroup, fillWellClusterGroup } from './well-cluster-group';
import type { WellMarker } from './well-markers';

/** Puts the wells on the map as clustered canvas markers, replacing them when the list changes. */
export function WellClusterLayer({ markers }: { markers: readonly WellMarker[] }) {
  const map = useMap();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const group = useMemo(() => createWellClusterGroup(), []);
  const renderer = useMemo(() => L.canvas({ padding: 0.5 }), []);

  useEffect(() => {
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
    };
  }, [map, group]);

  useEffect(() => {
    fillWellClusterGroup(group, markers, renderer, (path) => navigateRef.current(path));
  }, [group, markers, renderer]);

  return null;
}
