import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi, sentBody } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import {
  getWellUseEndpoint,
  listWellUseCategoriesEndpoint,
  saveWellUseEndpoint,
} from '../../../shared/contracts/reference-data';

/** The first render of a lazily loaded page imports it, which takes a while in jsdom. */
const PAGE_LOAD = { timeout: 10_000 };

const CATEGORIES = [
  { id: 1, description: 'Industrial', isActive: true },
  { id: 2, description: 'Public Supply', isActive: true },
  { id: 3, description: 'Retired', isActive: false },
];

describe('well-use form', () => {
  it('lists the well-use categories in its select and sends the chosen id', async () => {
    const fetchMock = mockApi({
      [listWellUseCategoriesEndpoint.path]: () => jsonResponse({ message: 'OK', data: CATEGORIES }),
      [saveWellUseEndpoint.path]: () => jsonResponse({ message: 'Well use created successfully.', id: 9 }),
      [getWellUseEndpoint.path]: () =>
        jsonResponse({
          message: 'OK',
          data: {
            id: 9,
            wellUseId: 'PS',
            description: null,
            classification: 'Municipal',
            wellUseCategoryId: 2,
            wellUseCategory: { description: 'Public Supply' },
            isActive: true,
          },
        }),
    });
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const { user } = renderApp('/well-use');
    await user.click(await screen.findByRole('combobox', { name: 'Category' }, PAGE_LOAD));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'None',
      'Industrial',
      'Public Supply',
      'Retired (inactive)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Public Supply' }));

    await user.type(screen.getByRole('textbox', { name: 'Well-Use Id' }), 'PS');
    await user.type(screen.getByRole('textbox', { name: 'Classification' }), 'Municipal{Enter}');
    expect(await screen.findByText('Well use created successfully.')).toBeInTheDocument();
    const save = fetchMock.mock.calls.find(([url]) => String(url).includes('SaveWellUse'));
    expect(sentBody(save?.[1])).toEqual({
      wellUseId: 'PS',
      description: null,
      classification: 'Municipal',
      wellUseCategoryId: 2,
      isActive: true,
    });
  });

  it('asks for the Well-Use Id only: a well use without a classification saves it as null', async () => {
    const fetchMock = mockApi({
      [listWellUseCategoriesEndpoint.path]: () => jsonResponse({ message: 'OK', data: CATEGORIES }),
      [saveWellUseEndpoint.path]: () => jsonResponse({ message: 'Well use created successfully.', id: 9 }),
      [getWellUseEndpoint.path]: () =>
        jsonResponse({
          message: 'OK',
          data: {
            id: 9,
            wellUseId: 'IR',
            description: null,
            classification: null,
            wellUseCategoryId: null,
            wellUseCategory: null,
            isActive: true,
          },
        }),
    });
    signInAs({ role: ['Admin'], accessLevel: 100 });
    const { user } = renderApp('/well-use');
    await screen.findByRole('combobox', { name: 'Category' }, PAGE_LOAD);
    expect(screen.getByRole('textbox', { name: 'Classification' })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Well-Use Id is required')).toBeInTheDocument();
    expect(screen.queryByText('Classification is required')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Well-Use Id' }), 'IR{Enter}');
    expect(await screen.findByText('Well use created successfully.')).toBeInTheDocument();
    const save = fetchMock.mock.calls.find(([url]) => String(url).includes('SaveWellUse'));
    expect(sentBody(save?.[1])).toMatchObject({ wellUseId: 'IR', classification: null });
  });
});
