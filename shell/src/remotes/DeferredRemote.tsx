import type { RemoteModuleId } from '@cwt/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { RemoteModule } from './RemoteModule';

interface Props {
  id: RemoteModuleId;
  /** Rendered before the widget loads and instead of it when its remote fails. */
  placeholder: ReactNode;
  props?: Record<string, unknown>;
}

/**
 * A small widget from a remote (search box, notification bell) that must not delay the first paint:
 * it starts loading once the browser is idle after mount; until then, and if it fails, the placeholder stays.
 */
export function DeferredRemote({ id, placeholder, props }: Props) {
  const [start, setStart] = useState(false);
  useEffect(() => {
    const run = () => setStart(true);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }, []);
  if (!start) return <>{placeholder}</>;
  return <RemoteModule id={id} props={props} fallback={placeholder} errorFallback={() => placeholder} />;
}
