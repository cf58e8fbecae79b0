import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';

// A fresh module per test: the tooltip's download is shared by every DeferredTooltip of a page.
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.doUnmock('./mui-tooltip');
});

/** Holds the tooltip's download back until the returned function is called. */
function delayTooltip(): () => void {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.doMock('./mui-tooltip', async (importOriginal) => {
    await arrived;
    return importOriginal();
  });
  return arrive;
}

async function renderLogOut() {
  const { DeferredTooltip } = await import('./deferred-tooltip');
  return renderWithProviders(
    <DeferredTooltip title="Log out">
      <button type="button" aria-label="Log out of the portal">
        X
      </button>
    </DeferredTooltip>,
  );
}

describe('DeferredTooltip', () => {
  it('renders the element alone until the user acts, then shows the tooltip on hover', async () => {
    const { user } = await renderLogOut();
    const button = screen.getByRole('button', { name: 'Log out of the portal' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Log out');
  });

  it('gives the focus back to the element when the tooltip arrives while it has it', async () => {
    const arrive = delayTooltip();
    const { user } = await renderLogOut();
    await user.tab();
    const shownAlone = screen.getByRole('button', { name: 'Log out of the portal' });
    expect(shownAlone).toHaveFocus();

    arrive();
    // The tooltip's arrival mounts the element anew inside it.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Log out of the portal' })).not.toBe(shownAlone),
    );
    expect(screen.getByRole('button', { name: 'Log out of the portal' })).toHaveFocus();
  });

  it('opens the tooltip when it arrives while the pointer is on the element', async () => {
    const arrive = delayTooltip();
    const { user } = await renderLogOut();
    await user.hover(screen.getByRole('button', { name: 'Log out of the portal' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Log out');
  });

  it('keeps the element working before the tooltip arrives', async () => {
    const { DeferredTooltip } = await import('./deferred-tooltip');
    const onClick = vi.fn();
    renderWithProviders(
      <DeferredTooltip title="Save">
        <button type="button" onClick={onClick}>
          Save
        </button>
      </DeferredTooltip>,
    );
    act(() => screen.getByRole('button', { name: 'Save' }).click());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
