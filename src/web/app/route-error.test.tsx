import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('chunk missing');
}

describe('route error boundary', () => {
  it('shows the reload alert when a route throws, and clears it on another path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <RouteErrorBoundary resetKey="/wells">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please reload the page.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/wells">
        <p>Wells</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    rerender(
      <RouteErrorBoundary resetKey="/dashboard">
        <p>Dashboard</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Dashboard')).toBeInTheDocument();
  });
});
