import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MapWell } from '../../../shared/contracts/wells';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { DASHBOARD_LOOKUP_ANSWERS } from '../../test/factories/lookups';
import { WellMapPanel } from './well-map-panel';
import type { WellMapProps } from './well-map';
import { listMapWellsEndpoint } from '../../../shared/contracts/wells';

// Leaflet itself is covered by well-cluster-group.test.ts; here the map shows what it was given.
vi.mock('./well-map', () => ({
  default: ({ wells, showIndustrialDistrict }: WellMapProps) => (
    <div data-testid="map">
      {wells.map((well) => well.wellNumber).join(',')}
      {showIndustrialDistrict && ' (industrial district outlined)'}
    </div>
  ),
}));

function mapWell(id: number): MapWell {
  return {
    id,
    latitude: 30.5,
    longitude: -91.1,
    wellNumber: `W-${id}`,
    clientName: 'Red Stick Water Company',
    aquiferName: null,
    clientWellName: null,
    wellDepth: null,
  };
}

/** The district's answer: three wells, one of them in the industrial district. */
function mockMapWells() {
  return mockApi({
    ...DASHBOARD_LOOKUP_ANSWERS,
    [listMapWellsEndpoint.path]: (_url, init) => {
      const filter = sentBody(init) as { industrialDistrictOnly: boolean };
      const wells = filter.industrialDistrictOnly ? [mapWell(2)] : [mapWell(1), mapWell(2), mapWell(3)];
      return jsonResponse({ message: 'OK', data: wells });
    },
  });
}

function mapCalls(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith(listMapWellsEndpoint.path));
}

describe('the well map panel', () => {
  it('shows every well the caller may see, unfiltered at first', async () => {
    const fetchMock = mockMapWells();
    renderWithProviders(<WellMapPanel staff />);
    expect(await screen.findByText('Showing 3 wells')).toBeInTheDocument();
    expect(await screen.findByTestId('map')).toHaveTextContent('W-1,W-2,W-3');
    expect(sentBody(mapCalls(fetchMock)[0]?.[1])).toEqual({
      clientId: [],
      aquiferId: [],
      wellUseId: [],
      parishId: [],
      industrialDistrictOnly: false,
    });
    // The lookups wait for the dialog.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends the chosen filters and shows the wells they select', async () => {
    const fetchMock = mockMapWells();
    const { user } = renderWithProviders(<WellMapPanel staff />);
    await screen.findByText('Showing 3 wells');

    await user.click(screen.getByRole('button', { name: 'Filter wells' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Wells' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Client' }));
    await user.click(await screen.findByRole('option', { name: 'Bayou Chemicals' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Aquifer' }));
    await user.click(await screen.findByRole('option', { name: 'Sand 2000' }));
    await user.click(screen.getByRole('option', { name: 'Sand 1500' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Well Use' }));
    await user.click(await screen.findByRole('option', { name: 'Industrial' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Parish' }));
    await user.click(await screen.findByRole('option', { name: 'West Baton Rouge' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Filter by Industrial District' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Showing 1 well')).toBeInTheDocument();
    expect(screen.getByTestId('map')).toHaveTextContent('W-2 (industrial district outlined)');
    expect(sentBody(mapCalls(fetchMock).at(-1)?.[1])).toEqual({
      clientId: [6],
      aquiferId: [2, 1],
      wellUseId: [7],
      parishId: [4],
      industrialDistrictOnly: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers owners no client filter and resets to no filter', async () => {
    const fetchMock = mockMapWells();
    const { user } = renderWithProviders(<WellMapPanel staff={false} />);
    await screen.findByText('Showing 3 wells');
    await user.click(screen.getByRole('button', { name: 'Filter wells' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter Wells' });
    expect(within(dialog).queryByRole('combobox', { name: 'Client' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Filter by Industrial District' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await screen.findByText('Showing 1 well');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Filter wells' }));
    const reopened = await screen.findByRole('dialog', { name: 'Filter Wells' });
    expect(within(reopened).getByRole('checkbox', { name: 'Filter by Industrial District' })).toBeChecked();
    await user.click(within(reopened).getByRole('button', { name: 'Reset' }));
    await user.click(within(reopened).getByRole('button', { name: 'Apply' }));
    await screen.findByText('Showing 3 wells');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('GetAllClients'))).toBe(false);
  });

  it('only logs a failed well call', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ [listMapWellsEndpoint.path]: () => jsonResponse({ message: 'Database unavailable' }, 500) });
    renderWithProviders(<WellMapPanel staff />);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('The well map could not load its wells.', expect.anything()),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Showing 0 wells')).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
  });
});
