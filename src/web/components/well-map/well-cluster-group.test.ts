import L from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MapWell } from '../../../shared/contracts/wells';
import { DISTRICT_CENTRE, MAX_ZOOM, START_ZOOM } from './map-tiles';
import { createWellClusterGroup, fillWellClusterGroup } from './well-cluster-group';
import { toPublicWellMarkers, toWellMarkers } from './well-markers';

function mapWell(id: number, latitude: number, longitude: number): MapWell {
  return {
    id,
    latitude,
    longitude,
    wellNumber: `W-${id}`,
    clientName: 'Client',
    aquiferName: null,
    clientWellName: null,
    wellDepth: null,
  };
}

// Three wells within a few hundred metres of each other and two far apart, all in view at zoom 10.
const WELLS = [
  mapWell(1, 30.55, -91.15),
  mapWell(2, 30.551, -91.151),
  mapWell(3, 30.552, -91.149),
  mapWell(4, 30.45, -91.45),
  mapWell(5, 30.65, -90.85),
];

/**
 * jsdom lays nothing out: give the map a size. The app draws markers on a canvas, which jsdom lacks;
 * here they go to an SVG renderer instead, so each drawn marker is an element the test can count.
 */
function stubLayout() {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
}

let container: HTMLDivElement;
let map: L.Map;

beforeEach(() => {
  stubLayout();
  container = document.createElement('div');
  document.body.append(container);
  map = L.map(container, {
    maxZoom: MAX_ZOOM,
    fadeAnimation: false,
    zoomAnimation: false,
    markerZoomAnimation: false,
  });
  map.setView([...DISTRICT_CENTRE], START_ZOOM);
});

afterEach(() => {
  map.remove();
  container.remove();
});

function clusterBadges(): string[] {
  return [...container.querySelectorAll('.marker-cluster')].map((badge) => badge.textContent ?? '');
}

function drawnMarkers(): number {
  return container.querySelectorAll('path.leaflet-interactive').length;
}

describe('the well cluster group', () => {
  it('holds a marker per well and clusters the close ones at the starting zoom', () => {
    const group = createWellClusterGroup();
    map.addLayer(group);
    fillWellClusterGroup(group, toWellMarkers(WELLS, true), L.svg(), vi.fn());
    expect(group.getLayers()).toHaveLength(5);
    expect(clusterBadges()).toEqual(['3']);
    expect(drawnMarkers()).toBe(2);
  });

  it('splits the cluster when zoomed in', async () => {
    const group = createWellClusterGroup();
    map.addLayer(group);
    fillWellClusterGroup(group, toWellMarkers(WELLS, true), L.svg(), vi.fn());
    map.setView([30.551, -91.15], MAX_ZOOM, { animate: false });
    await vi.waitFor(() => expect(clusterBadges()).toEqual([]));
    expect(drawnMarkers()).toBe(3);
  });

  it('replaces the markers when the wells change', () => {
    const group = createWellClusterGroup();
    map.addLayer(group);
    fillWellClusterGroup(group, toWellMarkers(WELLS, true), L.svg(), vi.fn());
    fillWellClusterGroup(group, toWellMarkers(WELLS.slice(3), true), L.svg(), vi.fn());
    expect(group.getLayers()).toHaveLength(2);
    expect(clusterBadges()).toEqual([]);
    expect(drawnMarkers()).toBe(2);
  });

  it('opens a popup with the well’s fields and an in-app link', () => {
    const group = createWellClusterGroup();
    map.addLayer(group);
    const navigate = vi.fn();
    fillWellClusterGroup(group, toWellMarkers([WELLS[3] as MapWell], false), L.svg(), navigate);
    const [marker] = group.getLayers() as L.CircleMarker[];
    marker?.openPopup();
    const link = container.querySelector<HTMLAnchorElement>('.leaflet-popup a[href="/well/client-edit/4"]');
    expect(link?.textContent).toBe('Open well W-4');
    link?.click();
    expect(navigate).toHaveBeenCalledWith('/well/client-edit/4');
  });

  it('opens a public popup with the published fields and no link', () => {
    const group = createWellClusterGroup();
    map.addLayer(group);
    const publicWell = {
      wellNumber: 'EB-77',
      aquifer: 'Sand 1500',
      parish: 'East Baton Rouge',
      use: 'Public supply',
      depthFeet: 1500,
      status: 'Active' as const,
      isActive: true,
      exempt: false,
      latitude: 30.45,
      longitude: -91.45,
      publicOwner: 'City of Zachary Water System',
    };
    const navigate = vi.fn();
    fillWellClusterGroup(group, toPublicWellMarkers([publicWell]), L.svg(), navigate);
    const [marker] = group.getLayers() as L.CircleMarker[];
    marker?.openPopup();
    const popup = container.querySelector('.leaflet-popup');
    expect(popup?.textContent).toContain('City of Zachary Water System');
    expect(popup?.querySelector('a:not(.leaflet-popup-close-button)')).toBeNull();
  });
});
