import { useCallback, useEffect, useState } from 'react';
import { loadSupportWidget } from './support-widget';

export type WidgetState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The widget's load state. With `src`, the script loads when `load()` is called or, where the browser supports it,
 * when it is idle; without `src` nothing ever loads.
 */
export function useSupportWidget(src: string | null) {
  const [state, setState] = useState<WidgetState>('idle');
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    if (!src) return;
    setState((current) => (current === 'ready' ? current : 'loading'));
    setError(null);
    loadSupportWidget(src).then(
      () => setState('ready'),
      (failure: unknown) => {
        setState('failed');
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
  }, [src]);

  useEffect(() => {
    if (!src || typeof window.requestIdleCallback !== 'function') return;
    const handle = window.requestIdleCallback(() => load(), { timeout: 10_000 });
    return () => window.cancelIdleCallback(handle);
  }, [src, load]);

  return { state, error, load };
}
