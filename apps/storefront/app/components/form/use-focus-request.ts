import { useCallback, useEffect, useState } from 'react';

/**
 * Move focus after the next render (once the messages are in the DOM): to the first field with an
 * error, or to the form's error summary, scrolled to the middle of the screen.
 */
export function useFocusRequest(): (id: string | undefined) => void {
  const [request, setRequest] = useState<{ id: string; n: number } | null>(null);
  useEffect(() => {
    if (!request) return;
    const element = document.getElementById(request.id);
    element?.focus();
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center' });
  }, [request]);
  return useCallback((id: string | undefined) => {
    if (id) setRequest((previous) => ({ id, n: (previous?.n ?? 0) + 1 }));
  }, []);
}
