/**
 * The storefront's link: in-app paths get the locale query they need (`localizeHref`) and go
 * through the router; an allow-listed external origin opens as a plain link; any other external
 * URL is refused with the translated "Navigating to an external URL is not allowed" notice.
 */
import { type AnchorHTMLAttributes, type MouseEvent, forwardRef, useCallback } from 'react';
import { Link, type LinkProps, useNavigate } from 'react-router';
import { checkNavigation } from '../../lib/safe-navigation.ts';
import { useErrorMessage, useLocalizedHref } from '../../lib/site.ts';
import { useNotify } from './UiNotice.tsx';

export interface UiLinkProps extends Omit<LinkProps, 'to'> {
  to: string;
}

export function useRefuseNavigation(): (href: string) => void {
  const notify = useNotify();
  const message = useErrorMessage();
  return useCallback(
    (href: string) => {
      notify(message('external_navigation_refused'), { type: 'error' });
      if (typeof console !== 'undefined') console.warn(`Refused navigation to ${href}`);
    },
    [notify, message],
  );
}

export const UiLink = forwardRef<HTMLAnchorElement, UiLinkProps>(function UiLink({ to, onClick, ...props }, ref) {
  const localize = useLocalizedHref();
  const refuse = useRefuseNavigation();
  const check = checkNavigation(to);
  if (!check.ok) {
    const { prefetch: _prefetch, replace: _replace, state: _state, preventScrollReset: _psr, relative: _rel, reloadDocument: _rd, viewTransition: _vt, discover: _d, ...anchor } = props;
    return (
      <a
        ref={ref}
        href="#"
        data-refused-href={to}
        {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          refuse(to);
        }}
      />
    );
  }
  if (check.kind === 'external') {
    const { prefetch: _prefetch, replace: _replace, state: _state, preventScrollReset: _psr, relative: _rel, reloadDocument: _rd, viewTransition: _vt, discover: _d, ...anchor } = props;
    return <a ref={ref} href={check.href} rel="noopener noreferrer" onClick={onClick} {...(anchor as AnchorHTMLAttributes<HTMLAnchorElement>)} />;
  }
  return <Link ref={ref} to={localize(check.href)} onClick={onClick} {...props} />;
});

/** `navigate()` with the same rules as `UiLink`. */
export function useSafeNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  const localize = useLocalizedHref();
  const refuse = useRefuseNavigation();
  return useCallback(
    (to: string, options?: { replace?: boolean }) => {
      const check = checkNavigation(to);
      if (!check.ok) return refuse(to);
      if (check.kind === 'external') {
        window.location.assign(check.href);
        return;
      }
      void navigate(localize(check.href), options);
    },
    [navigate, localize, refuse],
  );
}
