import type { PublicWell } from '../../../shared/contracts/public-data';
import type { MapWell } from '../../../shared/contracts/wells';

/** What a well's marker shows: its position and the fields a map popup lists. */
export interface WellMarker {
  position: [latitude: number, longitude: number];
  wellNumber: string;
  fields: { label: string; value: string }[];
  /**
   * The well's page: the form for staff, the read-only owner view below staff level; null on the
   * public map, whose visitors have no page to open.
   */
  href: string | null;
}

export function wellPath(wellId: number, staff: boolean): string {
  return staff ? `/well/edit/${wellId}` : `/well/client-edit/${wellId}`;
}

const NO_VALUE = '—';
const depthFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

function depthText(depthFeet: number | null): string {
  return depthFeet === null ? NO_VALUE : `${depthFormat.format(depthFeet)} ft`;
}

/** The signed-in map's markers: a well's client, aquifer, owner's name for it and depth, and a link. */
export function toWellMarkers(wells: readonly MapWell[], staff: boolean): WellMarker[] {
  return wells.map((well) => ({
    position: [well.latitude, well.longitude],
    wellNumber: well.wellNumber,
    fields: [
      { label: 'Well Number', value: well.wellNumber },
      { label: 'Client', value: well.clientName ?? NO_VALUE },
      { label: 'Aquifer', value: well.aquiferName ?? NO_VALUE },
      { label: 'Owner Well Name', value: well.clientWellName ?? NO_VALUE },
      { label: 'Well Depth', value: depthText(well.wellDepth) },
    ],
    href: wellPath(well.id, staff),
  }));
}

/**
 * The public map's markers: only what the district publishes of a well (the owner's name only for a
 * client staff marked public), and no link. Wells without coordinates are left off the map.
 */
export function toPublicWellMarkers(wells: readonly PublicWell[]): WellMarker[] {
  return wells.flatMap((well) => {
    if (well.latitude === null || well.longitude === null) return [];
    const fields = [
      { label: 'Well Number', value: well.wellNumber },
      { label: 'Aquifer', value: well.aquifer ?? NO_VALUE },
      { label: 'Parish', value: well.parish ?? NO_VALUE },
      { label: 'Use', value: well.use ?? NO_VALUE },
      { label: 'Depth', value: depthText(well.depthFeet) },
      { label: 'Status', value: well.status ?? NO_VALUE },
    ];
    if (well.publicOwner !== null) fields.push({ label: 'Owner', value: well.publicOwner });
    return [
      {
        position: [well.latitude, well.longitude] as [number, number],
        wellNumber: well.wellNumber,
        fields,
        href: null,
      },
    ];
  });
}

/**
 * The popup's content, built only when a popup opens. Text goes in as text (names come from users),
 * and the link, when the well has a page, navigates inside the app instead of reloading it.
 */
export function wellPopupContent(marker: WellMarker, navigate: (path: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'well-popup';
  const list = document.createElement('dl');
  list.style.margin = marker.href === null ? '0' : '0 0 8px';
  for (const field of marker.fields) {
    const term = document.createElement('dt');
    term.textContent = field.label;
    term.style.fontWeight = '600';
    const value = document.createElement('dd');
    value.textContent = field.value;
    value.style.margin = '0 0 4px';
    list.append(term, value);
  }
  root.append(list);
  const { href } = marker;
  if (href === null) return root;
  const link = document.createElement('a');
  link.href = href;
  link.textContent = `Open well ${marker.wellNumber}`;
  link.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(href);
  });
  root.append(link);
  return root;
}
