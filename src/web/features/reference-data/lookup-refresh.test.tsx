import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAquifersEndpoint, saveAquiferEndpoint } from '../../../shared/contracts/reference-data';
import { useLookups } from '../../lib/lookups';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';
import { AQUIFER_RESOURCE, useSaveReferenceRecord } from './api';

/** A filter's aquifer choices beside the management screen's save, as two parts of one page session. */
function FilterAndSave() {
  const { aquifers } = useLookups({ enabled: true, withClients: false });
  const save = useSaveReferenceRecord(AQUIFER_RESOURCE);
  return (
    <>
      <ul aria-label="Aquifer choices">
        {(aquifers.data ?? []).map((option) => (
          <li key={option.value}>{option.label}</li>
        ))}
      </ul>
      <button onClick={() => save.mutate({ aquiferId: '2000', name: 'Sand 2000', isActive: true })}>
        Save
      </button>
    </>
  );
}

describe('the lookup cache', () => {
  it('shows an aquifer saved on the management screen in the filters at once', async () => {
    signInAs({ role: ['Admin'], accessLevel: 50 });
    const stored = [{ id: 1, aquiferId: '400', name: 'Sand 400', isActive: true }];
    const fetchMock = mockApi({
      [listAquifersEndpoint.path]: () => jsonResponse({ message: 'OK', data: stored }),
      [saveAquiferEndpoint.path]: () => {
        stored.push({ id: 2, aquiferId: '2000', name: 'Sand 2000', isActive: true });
        return jsonResponse({ message: 'Aquifer saved.', id: 2 });
      },
    });
    const { user } = renderWithProviders(<FilterAndSave />);
    expect(await screen.findByText('Sand 400')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Sand 2000')).toBeInTheDocument();
    const listCalls = fetchMock.mock.calls.filter(([url]) => String(url) === listAquifersEndpoint.path);
    expect(listCalls).toHaveLength(2);
  });
});
