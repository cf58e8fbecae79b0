import type { MapWell } from '../../../shared/contracts/wells';

/** What a well's marker shows: its position and the fields a map popup lists. */
export interface WellMarker {
  id: number;
  position: [latitude: number, longitude: number];
  wellNumber: string;
  fields: { label: string; value: string }[];
  /** The well's page: the form for staff, the read-only owner view below staff level. */
  href: string;
}

export function wellPath(wellId: number, staff: boolean): string {
  return staff ? `/well/edit/${wellId}` : `/well/client-edit/${wellId}`;
}

const NO_VALUE = '—';
const depthFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export function toWellMarkers(wells: readonly MapWell[], staff: boolean): WellMarker[] {
  return wells.map((well) => ({
    id: well.id,
    position: [well.latitude, well.longitude],
    wellNumber: well.wellNumber,
    fields: [
      { label: 'Well Number', value: well.wellNumber },
      { label: 'Client', value: well.clientName ?? NO_VALUE },
      { label: 'Aquifer', value: well.aquiferName ?? NO_VALUE },
      { label: 'Owner Well Name', value: well.clientWellName ?? NO_VALUE },
      {
        label: 'Well Depth',
        value: well.wellDepth === null ? NO_VALUE : `${depthFormat.format(well.wellDepth)} ft`,
      },
    ],
    href: wellPath(well.id, staff),
  }));
}

/**
 * The popup's content, built only when a popup opens. Text goes in as text (names come from users),
 * and the link navigates inside the app instead of reloading it.
 */
export function wellPopupContent(marker: WellMarker, navigate: (path: string) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'well-popup';
  const list = document.createElement('dl');
  list.style.margin = '0 0 8px';
  for (const field of marker.fields) {
    const term = document.createElement('dt');
    term.textContent = field.label;
    term.style.fontWeight = '600';
    const value = document.createElement('dd');
    value.textContent = field.value;
    value.style.margin = '0 0 4px';
    list.append(term, value);
  }
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = `Open well ${marker.wellNumber}`;
  link.addEventListener('click', (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigate(marker.href);
  });
  root.append(list, link);
  return root;
}
