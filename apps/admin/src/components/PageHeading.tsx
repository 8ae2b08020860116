import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The page's one <h1>. After a navigation inside the app it takes focus, so a screen reader reads
 * the new page and the keyboard starts from its top; not on the first page load (the browser's own).
 */
export function PageHeading({ children, focus = false }: { children: ReactNode; /** Take focus when shown, whatever the navigation (a step of a form that replaced the last one). */ focus?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  useEffect(() => {
    if (focus || location.key !== 'default') ref.current?.focus();
  }, [location.key, focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className="text-2xl font-semibold tracking-tight text-stone-900">
      {children}
    </h1>
  );
}
