import { Component, type ReactNode } from 'react';

/**
 * Shown when rendering a route throws, e.g. a page chunk that no longer exists after a deploy:
 * reloading fetches the current build. Plain markup styled by app/shell.css: when chunks are missing,
 * a lazily loaded MUI alert could not load either.
 */
export function RouteError() {
  return (
    <div className="route-error">
      <div className="route-error-alert" role="alert">
        <span>Oops! Something went wrong. Please reload the page.</span>
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  /** The path: navigating elsewhere clears the error, as the data router's errorElement did. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  hasError: boolean;
  resetKey: string;
}

/** Catches what a route throws while rendering, until the user goes to another path. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state = { hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { hasError: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): RouteErrorBoundaryState | null {
    return props.resetKey === state.resetKey ? null : { hasError: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.hasError ? <RouteError /> : this.props.children;
  }
}
