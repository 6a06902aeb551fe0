/** Renders its children once the panels may render (runtime/panelGate.ts): at once, or in a transition React slices. */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { panelsHeld } from '../../runtime/panelGate.ts';

export function Late({ children }: { readonly children: ReactNode }): ReactNode {
  const [shown, setShown] = useState(() => panelsHeld() === null);
  useEffect(() => {
    if (shown) return;
    let mounted = true;
    // Released between the first render and now: the promise is gone, resolve at once.
    void (panelsHeld() ?? Promise.resolve()).then(() => mounted && startTransition(() => setShown(true)));
    return () => {
      mounted = false;
    };
  }, [shown]);
  return shown ? children : null;
}
