import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listWellsEndpoint } from '../../../shared/contracts/wells';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { signInAs } from '../../test/factories/session';
import { renderWithProviders } from '../../test/render';

const WELLS = [
  { id: 5, wellNumber: 'EB-105', clientName: 'Red Stick Water Company', clientWellName: 'North' },
  { id: 6, wellNumber: 'EB-106', clientName: 'Red Stick Water Company', clientWellName: null },
];

/** Holds the suggestion list's download back until the returned function is called. */
function delaySuggestions(): () => void {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.doMock('./well-autocomplete', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  return arrive;
}

async function renderPicker(wellId: number | null) {
  signInAs();
  mockApi({ [listWellsEndpoint.path]: () => jsonResponse({ message: '2 wells found.', data: WELLS }) });
  const onChange = vi.fn();
  const { WellPicker } = await import('./well-picker');
  return { ...renderWithProviders(<WellPicker wellId={wellId} onChange={onChange} />), onChange };
}

// A fresh module per test: the suggestion list downloads once per page.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('./well-autocomplete');
});

describe('the well picker before its suggestion list arrives', () => {
  it('shows the chosen well in a plain field', async () => {
    delaySuggestions();
    await renderPicker(5);
    const field = screen.getByRole('combobox', { name: 'Well' });
    await waitFor(() => expect(field).toHaveValue('EB-105 - Red Stick Water Company'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('hands what was typed and the focus to the list, which opens with the matches', async () => {
    const arrive = delaySuggestions();
    const { user, onChange } = await renderPicker(null);
    await user.click(screen.getByRole('combobox', { name: 'Well' }));
    await user.keyboard('106');
    expect(screen.getByRole('combobox', { name: 'Well' })).toHaveValue('106');

    arrive();
    const option = await screen.findByRole('option', { name: /EB-106/ });
    const field = screen.getByRole('combobox', { name: 'Well' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('106');
    expect(screen.queryByRole('option', { name: /EB-105/ })).not.toBeInTheDocument();
    await user.click(option);
    expect(onChange).toHaveBeenCalledWith(6);
  });

  it('opens the list when it arrives after a click into the empty field', async () => {
    const arrive = delaySuggestions();
    const { user } = await renderPicker(null);
    await user.click(screen.getByRole('combobox', { name: 'Well' }));

    arrive();
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'Well' })).toHaveFocus();
  });
});
