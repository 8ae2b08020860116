/**
 * Desktop category navigation: top-level links, each with a disclosure button that opens a mega
 * menu of the second and third levels. Hover opens it too. Keyboard: Enter/Space on the button
 * toggles, ArrowDown moves into the panel, Escape closes and returns focus, Left/Right move between
 * top-level items, and focus leaving the item closes it. A panel's links are rendered only while
 * it is open (not in every page's first HTML).
 */
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { CategoryNode } from '@blush/shared/contracts';
import { cx } from '../../lib/cx.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { UiIcon } from '../ui/UiIcon.tsx';
import { UiLink } from '../ui/UiLink.tsx';
import { focusableIn } from '../ui/focusable.ts';

export function categoryHref(node: Pick<CategoryNode, 'path'>): string {
  return `/categories/${node.path}`;
}

export function LayoutMegaMenu({ categories }: { categories: readonly CategoryNode[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The open panel belongs to the location it was opened on: any navigation closes it.
  const [state, setState] = useState<{ index: number; key: string } | null>(null);
  const open = state && state.key === location.key ? state.index : null;
  const locationKey = location.key;
  const setOpen = useCallback((index: number | null) => setState(index === null ? null : { index, key: locationKey }), [locationKey]);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const itemRefs = useRef<Array<HTMLLIElement | null>>([]);
  useEffect(() => () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
  }, []);

  const schedule = useCallback(
    (next: number | null, delay: number) => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
      hoverTimer.current = setTimeout(() => setOpen(next), delay);
    },
    [setOpen],
  );

  const focusTop = (index: number) => {
    const count = categories.length;
    const target = itemRefs.current[(index + count) % count]?.querySelector<HTMLElement>('a');
    target?.focus();
  };

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    const li = itemRefs.current[index];
    if (!li) return;
    const inPanel = (event.target as HTMLElement).closest('[data-mega-panel]') !== null;
    if (event.key === 'Escape' && open === index) {
      event.preventDefault();
      setOpen(null);
      li.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
    } else if (!inPanel && event.key === 'ArrowRight') {
      event.preventDefault();
      focusTop(index + 1);
    } else if (!inPanel && event.key === 'ArrowLeft') {
      event.preventDefault();
      focusTop(index - 1);
    } else if (!inPanel && event.key === 'ArrowDown' && categories[index]?.children.length) {
      event.preventDefault();
      setOpen(index);
      requestAnimationFrame(() => {
        const panel = li.querySelector<HTMLElement>('[data-mega-panel]');
        if (panel) focusableIn(panel)[0]?.focus();
      });
    }
  };

  return (
    <nav aria-label={t('nav.categories')} className="relative hidden border-t border-neutral-200 lg:block" onMouseLeave={() => schedule(null, 150)}>
      <ul className="mx-auto flex max-w-screen-2xl flex-wrap items-center justify-center gap-x-2 px-6">
        {categories.map((top, index) => {
          const panelId = `mega-${top.slug}`;
          const isOpen = open === index;
          return (
            <li
              key={top.id}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              onMouseEnter={() => schedule(top.children.length ? index : null, open === null ? 120 : 0)}
              onKeyDown={(event) => onItemKeyDown(event, index)}
              onBlur={(event) => {
                const next = event.relatedTarget as Node | null;
                if (isOpen && (!next || !event.currentTarget.contains(next))) setOpen(null);
              }}
            >
              <div className="flex items-center">
                <UiLink
                  to={categoryHref(top)}
                  className={cx(
                    'relative block py-3 pl-3 text-[13px] font-semibold uppercase tracking-[0.08em]',
                    top.children.length ? 'pr-1' : 'pr-3',
                    'after:absolute after:inset-x-3 after:bottom-0 after:h-0.5 after:scale-x-0 after:bg-black after:transition-transform',
                    isOpen && 'after:scale-x-100',
                  )}
                >
                  {top.name}
                </UiLink>
                {top.children.length ? (
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={t('nav.show_submenu', { name: top.name })}
                    onClick={() => setOpen(isOpen ? null : index)}
                    className="mr-1 inline-flex size-6 items-center justify-center rounded text-neutral-500 hover:text-black"
                  >
                    <UiIcon name="chevron-down" size={14} className={cx('transition-transform', isOpen && 'rotate-180')} />
                  </button>
                ) : null}
              </div>
              {top.children.length ? (
                <div
                  id={panelId}
                  data-mega-panel=""
                  hidden={!isOpen}
                  className="absolute inset-x-0 top-full z-40 border-t border-neutral-200 bg-white shadow-[0_24px_48px_-24px_rgba(0,0,0,0.25)]"
                >
                  {/* Drawn when opened, from the categories the page already has: the first HTML of
                      every page carries the top level only (the panel floats over the page, so
                      nothing moves when it appears). */}
                  {isOpen ? (
                    <div className="mx-auto flex max-w-screen-xl gap-10 px-8 py-8">
                      <div className="grid flex-1 grid-cols-4 gap-x-8 gap-y-6">
                        {top.children.map((group) => (
                          <div key={group.id}>
                            <UiLink to={categoryHref(group)} className="text-sm font-semibold hover:underline">
                              {group.name}
                            </UiLink>
                            {group.children.length ? (
                              <ul className="mt-3 space-y-2">
                                {group.children.map((leaf) => (
                                  <li key={leaf.id}>
                                    <UiLink to={categoryHref(leaf)} className="text-sm text-neutral-600 hover:text-black hover:underline">
                                      {leaf.name}
                                    </UiLink>
                                  </li>
                                ))}
                              </ul>
                            ) : null}
                          </div>
                        ))}
                      </div>
                      <div className="hidden w-64 shrink-0 xl:block">
                        <UiLink
                          to={categoryHref(top)}
                          className="group flex h-full min-h-48 flex-col justify-end overflow-hidden rounded-sm bg-gradient-to-br from-blush-100 via-blush-200 to-blush-300 p-5"
                        >
                          <span className="text-xs font-semibold uppercase tracking-[0.2em] text-blush-800">{top.name}</span>
                          <span className="mt-1 flex items-center gap-2 text-base font-semibold">
                            {t('nav.shop_all', { name: top.name })}
                            <UiIcon name="arrow-right" size={18} className="transition-transform group-hover:translate-x-1" />
                          </span>
                        </UiLink>
                      </div>
                    </div>
                  ) : null}
                </div>
              ) : null}
            </li>
          );
        })}
        <li>
          <UiLink to="/brands" className="relative block px-3 py-3 text-[13px] font-semibold uppercase tracking-[0.08em]" data-testid="nav-brands">
            {t('nav.brands')}
          </UiLink>
        </li>
      </ul>
    </nav>
  );
}
