import { describe, expect, it, vi } from 'vitest';
import type { PublicWell } from '../../../shared/contracts/public-data';
import type { MapWell } from '../../../shared/contracts/wells';
import { toPublicWellMarkers, toWellMarkers, wellPopupContent } from './well-markers';

const well: MapWell = {
  id: 42,
  latitude: 30.51,
  longitude: -91.17,
  wellNumber: 'EB-1234',
  clientName: 'Red Stick <Water> Company',
  aquiferName: 'Sand 1500',
  clientWellName: null,
  wellDepth: 1520.5,
};

describe('toWellMarkers', () => {
  it('places a marker per well with the spec’s map fields', () => {
    const [marker] = toWellMarkers([well], true);
    expect(marker).toEqual({
      position: [30.51, -91.17],
      wellNumber: 'EB-1234',
      fields: [
        { label: 'Well Number', value: 'EB-1234' },
        { label: 'Client', value: 'Red Stick <Water> Company' },
        { label: 'Aquifer', value: 'Sand 1500' },
        { label: 'Owner Well Name', value: '—' },
        { label: 'Well Depth', value: '1,520.5 ft' },
      ],
      href: '/well/edit/42',
    });
  });

  it('shows a dash for the client of a well without one (staff only see such wells)', () => {
    const [marker] = toWellMarkers([{ ...well, clientName: null }], true);
    expect(marker?.fields[1]).toEqual({ label: 'Client', value: '—' });
  });

  it('links owners to their read-only well view', () => {
    expect(toWellMarkers([well], false)[0]?.href).toBe('/well/client-edit/42');
  });
});

describe('wellPopupContent', () => {
  it('shows names as text, never as markup', () => {
    const [marker] = toWellMarkers([well], true);
    if (!marker) throw new Error('no marker');
    const popup = wellPopupContent(marker, vi.fn());
    expect(popup.querySelector('dd:nth-of-type(2)')?.textContent).toBe('Red Stick <Water> Company');
    expect(popup.querySelector('water')).toBeNull();
  });

  it('opens the well inside the app, and lets a modified click open a new tab', () => {
    const [marker] = toWellMarkers([well], false);
    if (!marker) throw new Error('no marker');
    const navigate = vi.fn();
    const link = wellPopupContent(marker, navigate).querySelector('a');
    expect(link?.textContent).toBe('Open well EB-1234');
    expect(link?.getAttribute('href')).toBe('/well/client-edit/42');

    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link?.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/well/client-edit/42');

    navigate.mockClear();
    const popup = link?.parentElement;
    let leftToBrowser: boolean | undefined;
    // Records what the popup decided, then stops jsdom from trying to load the page.
    popup?.addEventListener('click', (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    });
    link?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true }),
    );
    expect(leftToBrowser).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

const publicWell: PublicWell = {
  wellNumber: 'EB-77',
  aquifer: 'Sand 1500',
  parish: 'East Baton Rouge',
  use: 'Public Supply',
  depthFeet: 1500,
  status: 'Active',
  isActive: true,
  exempt: false,
  latitude: 30.45,
  longitude: -91.1,
  publicOwner: null,
};

describe('toPublicWellMarkers', () => {
  it('lists only what the district publishes, with no link to open', () => {
    const [marker] = toPublicWellMarkers([publicWell]);
    expect(marker).toEqual({
      position: [30.45, -91.1],
      wellNumber: 'EB-77',
      fields: [
        { label: 'Well Number', value: 'EB-77' },
        { label: 'Aquifer', value: 'Sand 1500' },
        { label: 'Parish', value: 'East Baton Rouge' },
        { label: 'Use', value: 'Public Supply' },
        { label: 'Depth', value: '1,500 ft' },
        { label: 'Status', value: 'Active' },
      ],
      href: null,
    });
  });

  it('names the owner of a public client’s well, and leaves wells without coordinates off the map', () => {
    const markers = toPublicWellMarkers([
      { ...publicWell, publicOwner: 'City of Baker Water System' },
      { ...publicWell, wellNumber: 'EB-78', latitude: null },
      { ...publicWell, wellNumber: 'EB-79', longitude: null },
    ]);
    expect(markers).toHaveLength(1);
    expect(markers[0]?.fields.at(-1)).toEqual({ label: 'Owner', value: 'City of Baker Water System' });
  });

  it('builds a popup without any link', () => {
    const [marker] = toPublicWellMarkers([{ ...publicWell, aquifer: null }]);
    if (!marker) throw new Error('no marker');
    const popup = wellPopupContent(marker, vi.fn());
    expect(popup.querySelector('a')).toBeNull();
    expect([...popup.querySelectorAll('dt')].map((term) => term.textContent)).toEqual([
      'Well Number',
      'Aquifer',
      'Parish',
      'Use',
      'Depth',
      'Status',
    ]);
    expect(popup.querySelector('dd:nth-of-type(2)')?.textContent).toBe('—');
  });
});
