/** The map's markers: what each one is, and the link a marker with a store page makes. */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedHref } from '../../../lib/site.ts';
import type { GeoPoint } from '../store-search.ts';

export interface MapMarker extends GeoPoint {
  id: string;
  /** The accessible name ("1. Blush ION Orchard"). */
  label: string;
  /** The store's name, written beside the active marker. */
  name: string;
  /** Shown in the marker. */
  number: number;
  /** The store page; without it the marker is a picture, not a link. */
  href?: string;
}

export interface StoresMapProps {
  markers: readonly MapMarker[];
  activeId?: string | null;
  onActive?: (id: string | null) => void;
  /** The map's accessible name. */
  label: string;
  caption?: string;
  tileUrl: string | null;
  attribution: string;
  /** "5 km" in the page language, for the built-in map's scale bar. */
  scaleLabel?: (km: number) => string;
  /** A store's page: the tiled map centres this marker at street level rather than fitting them all. */
  focusId?: string;
  /** Where the shopper is, when they shared it. */
  you?: (GeoPoint & { label: string }) | null;
}

/** A marker link: the localized href, and a plain click navigates in the app. */
export function useMarkerLink(): (href: string) => { href: string; onClick: (event: MouseEvent) => void } {
  const localize = useLocalizedHref();
  const navigate = useNavigate();
  return (href) => ({
    href: localize(href),
    onClick: (event) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void navigate(localize(href));
    },
  });
}

