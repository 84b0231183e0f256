import { Component, createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** The error a route's boundary caught, for the screen it shows instead (app/routes/route-error.tsx). */
const CaughtErrorContext = createContext<unknown>(undefined);

export function useCaughtError(): unknown {
  return useContext(CaughtErrorContext);
}

interface BoundaryProps {
  /** Shown in place of the routes under it once one of them failed to render. */
  fallback: ReactNode;
  /** The location the routes under it were drawn for: another one draws them again. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown; locationKey: string } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    // The location is filled in by getDerivedStateFromProps, which runs with the props at hand.
    return { caught: { error, locationKey: '' } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!state.caught) return null;
    if (state.caught.locationKey === '') return { caught: { ...state.caught, locationKey: props.locationKey } };
    // The member went elsewhere: the failed page is left behind, the layout around it stays.
    return state.caught.locationKey === props.locationKey ? null : { caught: null };
  }

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return <CaughtErrorContext.Provider value={caught.error}>{this.props.fallback}</CaughtErrorContext.Provider>;
  }
}

/**
 * Keeps a page that fails to render (a chunk that cannot load, a bug) from taking the whole app
 * down: the routes under it are replaced by `fallback`, which reads the error with
 * useCaughtError, until the member goes to another page. What React Router's `errorElement` does
 * in its data mode, which the app does not use (docs/decisions.md, "The router in declarative mode").
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <Boundary fallback={fallback} locationKey={location.key}>
      {children}
    </Boundary>
  );
}
