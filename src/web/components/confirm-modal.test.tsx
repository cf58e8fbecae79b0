import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ConfirmModal } from './confirm-modal';

describe('confirm modal', () => {
  it('shows title and text and cancels', async () => {
    const onCancel = vi.fn();
    const { user } = renderWithProviders(
      <ConfirmModal
        open
        title="Send Email"
        text="Are you sure you want to send this invoice email?"
        confirmLabel="Send"
        onCancel={onCancel}
        onConfirm={vi.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Send Email' })).toHaveTextContent(
      'Are you sure you want to send this invoice email?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons while the confirmation is processing', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = renderWithProviders(
      <ConfirmModal open title="Remove User" text="Are you sure?" onCancel={vi.fn()} onConfirm={onConfirm} />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('leaves the processing state when the confirmation fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('nope')));
    const { user } = renderWithProviders(
      <ConfirmModal open title="Remove User" text="Are you sure?" onCancel={vi.fn()} onConfirm={onConfirm} />,
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  });
});
