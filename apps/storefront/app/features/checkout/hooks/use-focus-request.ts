import { useCallback, useEffect, useState } from 'react';

/** Move focus after the next render (once the messages are in the DOM): to a field, or to the error summary. */
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
