import { useCallback } from 'react';
import { useSite } from '../../../lib/site.ts';

/** Date and time, seconds included (errors are read by the second), in the site's locale. */
export function useDateTime(): (iso: string) => string {
  const { tag } = useSite();
  return useCallback((iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso)), [tag]);
}
