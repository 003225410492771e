import { Suspense, useState, type ReactNode } from 'react';

export interface OnceOpenedProps {
  /** Whether what it holds (a dialog, as a rule) is open now. */
  open: boolean;
  /** Usually a `lazy()` component, so that its code loads when it is first opened. */
  children: ReactNode;
}

/**
 * Renders `children` from the first time `open` is true, and from then on, so that a dialog can
 * still animate closed. A page does not download what it shows only on demand (a dialog, with its
 * focus trap and layers) before it is first wanted.
 */
export function OnceOpened({ open, children }: OnceOpenedProps) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
