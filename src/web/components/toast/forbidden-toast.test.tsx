import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeUserPasswordEndpoint } from '../../../shared/contracts/users';
import { api, setApiNavigator } from '../../lib/api';
import { signInAs } from '../../test/factories/session';
import { jsonResponse, mockApi } from '../../test/api-mock';
import { renderWithProviders } from '../../test/render';

const REFUSED = 'You may not manage a user above your own access level.';

describe('a 403 answer', () => {
  it('shows the server’s message as an error toast, then goes to the site root', async () => {
    signInAs({ role: ['Researcher'], accessLevel: 50 });
    const navigate = vi.fn<(path: string) => void>();
    setApiNavigator(navigate);
    mockApi({ [changeUserPasswordEndpoint.path]: () => jsonResponse({ message: REFUSED }, 403) });
    const { user } = renderWithProviders(
      <button
        onClick={() =>
          void api(changeUserPasswordEndpoint, { body: { userId: 2, password: 'secret' } }).catch(
            () => undefined,
          )
        }
      >
        Reset
      </button>,
    );

    await user.click(screen.getByRole('button', { name: 'Reset' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(REFUSED);
    expect(toast.className).toContain('MuiAlert-filledError');
    expect(navigate).toHaveBeenCalledWith('/');
  });
});
