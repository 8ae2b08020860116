/** Top-level category tiles with generated art (no photos). */
import { useId } from 'react';
import type { CategoryNode } from '@blush/shared/contracts';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';

const TILE_TONES = [
  'from-blush-100 to-blush-300',
  'from-neutral-100 to-neutral-300',
  'from-amber-50 to-rose-200',
  'from-rose-100 to-fuchsia-200',
  'from-stone-100 to-stone-300',
  'from-pink-50 to-pink-200',
  'from-orange-50 to-blush-200',
  'from-zinc-100 to-zinc-300',
];

/** A simple abstract mark per tile so each one looks different. */
function TileArt({ index }: { index: number }) {
  const shapes = [
    <g key="a"><rect x="52" y="30" width="16" height="46" rx="3" /><path d="M52 30c0-14 16-22 16-22v22Z" opacity=".7" /><rect x="48" y="76" width="24" height="24" rx="2" opacity=".85" /></g>,
    <g key="b"><rect x="44" y="40" width="32" height="56" rx="6" /><rect x="52" y="24" width="16" height="16" rx="2" opacity=".7" /></g>,
    <g key="c"><circle cx="60" cy="64" r="30" opacity=".85" /><circle cx="60" cy="64" r="18" opacity=".5" /></g>,
    <g key="d"><path d="M60 18c14 22 24 36 24 50a24 24 0 0 1-48 0c0-14 10-28 24-50Z" /></g>,
    <g key="e"><rect x="36" y="48" width="48" height="40" rx="8" /><rect x="44" y="36" width="32" height="14" rx="3" opacity=".7" /></g>,
    <g key="f"><rect x="56" y="14" width="8" height="60" rx="4" /><path d="M50 74h20l-4 30h-12Z" opacity=".8" /></g>,
    <g key="g"><circle cx="46" cy="54" r="14" /><circle cx="74" cy="54" r="14" opacity=".7" /><circle cx="60" cy="78" r="14" opacity=".5" /></g>,
    <g key="h"><rect x="40" y="34" width="40" height="60" rx="20" /><rect x="54" y="20" width="12" height="16" rx="2" opacity=".7" /></g>,
  ];
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" aria-hidden="true" className="absolute bottom-2 right-2 size-24 fill-black/80 transition-transform duration-300 group-hover:-translate-y-1 sm:size-28">
      {shapes[index % shapes.length]}
    </svg>
  );
}

export function CatalogCategoryTiles({ title, categories }: { title: string; categories: readonly CategoryNode[] }) {
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-screen-2xl px-4 sm:px-6">
      <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:gap-4">
        {categories.map((category, index) => (
          <li key={category.id}>
            <UiLink
              to={`/categories/${category.path}`}
              className={cx('group relative flex aspect-[4/3] overflow-hidden bg-gradient-to-br p-4 lg:aspect-[4/5]', TILE_TONES[index % TILE_TONES.length])}
            >
              <span className="relative z-10 text-sm font-semibold uppercase tracking-[0.1em] sm:text-base">{category.name}</span>
              <TileArt index={index} />
            </UiLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
