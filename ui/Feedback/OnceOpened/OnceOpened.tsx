import { Component, Suspense, useState, type ReactNode } from 'react';
import { CodeLoadFailed } from './CodeLoadFailed';
import { CodeLoadError } from './onDemand';

const reloadPage = () => window.location.reload();

export interface OnDemandBoundaryProps {
  /** Whether what it holds is open now (a boundary mounted only while it is open: true). */
  open?: boolean;
  /** Closes what it holds: the member's way out when its code did not download. */
  onClose: () => void;
  /** Loads the page afresh, the one mend for code that did not download. */
  onReload?: () => void;
  /**
   * What stays in its place once its code failed: the trigger the member pressed, which what it
   * holds would have replaced. React draws a boundary's part afresh when it catches, so say
   * where the trigger is in `returnFocusTo` too, for focus to come back to it.
   */
  inPlace?: ReactNode;
  /** The element to take focus back when the alert closes (`CodeLoadFailed`). */
  returnFocusTo?: () => HTMLElement | null;
  children: ReactNode;
}

export interface OnceOpenedProps extends OnDemandBoundaryProps {
  /** Whether what it holds (a dialog, as a rule) is open now. */
  open: boolean;
  /** Usually a `lazy(onDemand(…))` component, so that its code loads when it is first opened. */
  children: ReactNode;
}

/**
 * Catches a `CodeLoadError` of what it holds (a `lazy(onDemand(…))` component) and shows
 * `CodeLoadFailed` while it is open; any other error goes on to the page's boundary. It stays
 * failed: the browser will not fetch that code again in this page, so each opening says so again
 * (a `lazy()` component keeps its failure too, so a boundary mounted afresh finds it again).
 */
export class OnDemandBoundary extends Component<
  OnDemandBoundaryProps,
  { error: { thrown: unknown } | null }
> {
  override state: { error: { thrown: unknown } | null } = { error: null };

  static getDerivedStateFromError(thrown: unknown) {
    return { error: { thrown } };
  }

  override render() {
    const {
      open = true,
      onClose,
      onReload = reloadPage,
      inPlace,
      returnFocusTo,
      children,
    } = this.props;
    const { error } = this.state;
    if (error === null) return children;
    if (!(error.thrown instanceof CodeLoadError)) throw error.thrown;
    return (
      <>
        {inPlace}
        {open ? (
          <CodeLoadFailed onReload={onReload} onClose={onClose} returnFocusTo={returnFocusTo} />
        ) : null}
      </>
    );
  }
}

/**
 * Renders `children` from the first time `open` is true, and from then on, so that a dialog can
 * still animate closed. A page does not download what it shows only on demand (a dialog, with its
 * focus trap and layers) before it is first wanted; if that download fails, the page stays and
 * says so (`CodeLoadFailed`).
 */
export function OnceOpened({ open, children, onClose, onReload }: OnceOpenedProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? (
    <OnDemandBoundary open={open} onClose={onClose} onReload={onReload}>
      <Suspense fallback={null}>{children}</Suspense>
    </OnDemandBoundary>
  ) : null;
}
