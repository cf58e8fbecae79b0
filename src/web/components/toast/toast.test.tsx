import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, type ToastKind } from './toast-context';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';

function Trigger({ kind, message }: { kind: ToastKind; message: string }) {
  const toast = useToast();
  return <button onClick={() => toast[kind](message)}>notify</button>;
}

describe('toast', () => {
  it('is shown for 3.5 s, then hidden', async () => {
    vi.useFakeTimers();
    render(
      <ToastProvider>
        <Trigger kind="success" message="Saved successfully" />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    // The toasts' MUI chunk loads with the first toast.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByRole('alert')).toHaveTextContent('Saved successfully');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved successfully')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved successfully')).not.toBeInTheDocument();
    expect(TOAST_DURATION_MS).toBe(3500);
  });

  it.each<ToastKind>(['success', 'error', 'warning', 'info'])('shows a %s toast', async (kind) => {
    render(
      <ToastProvider>
        <Trigger kind={kind} message={`A ${kind} message`} />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`A ${kind} message`);
    expect(screen.getByRole('alert').className).toContain(
      `MuiAlert-filled${kind[0]?.toUpperCase()}${kind.slice(1)}`,
    );
  });
});
