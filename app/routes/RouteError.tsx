import { Component, type ErrorInfo, type ReactNode } from 'react';
import { HomeRenderError } from '@ui/Screens/Home/HomeRenderError';

/** A page that fails to render (or to load its code) shows 'Error Loading Page' (SPEC §2). */
export function RouteError() {
  return <HomeRenderError onReload={() => window.location.reload()} />;
}

interface RouteErrorBoundaryProps {
  /** The path shown: going elsewhere gives the new page its chance to render. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failedPath: string | null;
}

/** Catches what a page throws while rendering or loading, for as long as that path is shown. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failedPath: null };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failedPath: '' };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    // '' marks an error caught during this render pass, so it belongs to the current path.
    if (state.failedPath === '') return { failedPath: props.pathname };
    if (state.failedPath !== null && state.failedPath !== props.pathname) {
      return { failedPath: null };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // For whoever reads the console; the member sees the error page.
    console.error('A page failed to render:', error, info.componentStack);
  }

  override render() {
    return this.state.failedPath === null ? this.props.children : <RouteError />;
  }
}
