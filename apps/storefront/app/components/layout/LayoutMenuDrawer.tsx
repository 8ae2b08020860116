/**
 * Phone and tablet navigation: a hamburger button opening a drawer with the category tree. The
 * drawer (`LayoutMenuDrawerPanel`, a dialog, so never server-rendered) loads on the first sign of
 * interest, not with the page.
 */
import { Suspense, lazy, useState } from 'react';
import { useLocation } from 'react-router';
import type { CategoryNode } from '@blush/shared/contracts';
import { useTranslation } from '../../lib/i18n.ts';
import { UiIcon } from '../ui/UiIcon.tsx';

const loadPanel = () => import('./LayoutMenuDrawerPanel.tsx');
const LayoutMenuDrawerPanel = lazy(() => loadPanel().then((m) => ({ default: m.LayoutMenuDrawerPanel })));

export function LayoutMenuDrawer({ categories }: { categories: readonly CategoryNode[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  // Open for the location it was opened on: any navigation closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  // Mounted from the first open on, so it closes (focus back to the button) as before.
  const [wanted, setWanted] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setWanted(true);
    setOpenAt(next ? location.key : null);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        aria-haspopup="dialog"
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 lg:hidden"
        aria-label={t('header.menu_open')}
        data-testid="menu-button"
      >
        <UiIcon name="menu" size={24} />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <LayoutMenuDrawerPanel categories={categories} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
