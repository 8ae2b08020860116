/** Hero block: eyebrow, headline, copy and up to two calls to action beside generated product art. */
import { useId } from 'react';
import type { ContentBlockOf } from '@blush/shared/content';
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { cx } from '../../../lib/cx.ts';

type Hero = ContentBlockOf<'hero'>;

const TONES: Record<Hero['tone'], { section: string; eyebrow: string; body: string; primary: string; secondary: string }> = {
  blush: {
    section: 'bg-gradient-to-br from-blush-100 via-blush-50 to-white text-black',
    eyebrow: 'text-blush-800',
    body: 'text-neutral-700',
    primary: 'bg-black text-white hover:bg-neutral-800',
    secondary: 'border border-black hover:bg-white',
  },
  noir: {
    section: 'bg-gradient-to-br from-neutral-950 via-neutral-900 to-blush-900 text-white',
    eyebrow: 'text-blush-300',
    body: 'text-neutral-300',
    primary: 'bg-white text-black hover:bg-blush-100',
    secondary: 'border border-white hover:bg-white/10',
  },
  gold: {
    section: 'bg-gradient-to-br from-amber-100 via-orange-50 to-white text-black',
    eyebrow: 'text-amber-900',
    body: 'text-neutral-700',
    primary: 'bg-black text-white hover:bg-neutral-800',
    secondary: 'border border-black hover:bg-white',
  },
  sage: {
    section: 'bg-gradient-to-br from-emerald-50 via-stone-50 to-white text-black',
    eyebrow: 'text-emerald-900',
    body: 'text-neutral-700',
    primary: 'bg-black text-white hover:bg-neutral-800',
    secondary: 'border border-black hover:bg-white',
  },
};

function HeroArt({ art }: { art: Hero['art'] }) {
  const id = useId().replace(/:/g, '');
  const gold = `url(#${id}-gold)`;
  const black = `url(#${id}-black)`;
  const glow = `url(#${id}-glow)`;
  const glass = `url(#${id}-glass)`;
  const scene = (() => {
    switch (art) {
      case 'vanity':
        return (
          <>
            <g transform="translate(300 70)">
              <rect x="34" y="0" width="52" height="34" rx="6" fill={black} />
              <rect x="48" y="34" width="24" height="18" fill={gold} />
              <rect x="0" y="52" width="120" height="190" rx="22" fill={glass} stroke="#fff" strokeWidth="2" />
              <rect x="16" y="70" width="18" height="150" rx="9" fill="#fff" opacity=".55" />
              <text x="60" y="160" textAnchor="middle" fontSize="15" fontWeight="800" letterSpacing="5" fill="#111">
                BLUSH
              </text>
            </g>
            <g transform="translate(190 120) rotate(-8)">
              <path d="M10 0h36v70H10Z" fill="#c23a62" />
              <path d="M10 0c0-22 36-40 36-40V0Z" fill="#a32a4f" />
              <rect x="2" y="70" width="52" height="34" fill={gold} />
              <rect x="0" y="104" width="56" height="128" rx="4" fill={black} />
            </g>
            <g transform="translate(92 250)">
              <circle cx="90" cy="40" r="62" fill={black} />
              <circle cx="90" cy="40" r="50" fill="#f7cbd8" />
            </g>
          </>
        );
      case 'lipsticks':
        return [
          { x: 140, color: '#a32a4f', r: -6 },
          { x: 250, color: '#d9577b', r: 0 },
          { x: 360, color: '#7a1638', r: 6 },
        ].map(({ x, color, r }, i) => (
          <g key={x} transform={`translate(${x} ${110 + i * 10}) rotate(${r})`}>
            <path d={`M8 0h44v${80 - i * 8}H8Z`} fill={color} />
            <path d="M8 0c0-26 44-46 44-46V0Z" fill={color} opacity=".8" />
            <rect x="0" y={80 - i * 8} width="60" height="36" fill={gold} />
            <rect x="-2" y={116 - i * 8} width="64" height="140" rx="4" fill={black} />
          </g>
        ));
      case 'bottles':
        return (
          <>
            <g transform="translate(130 120)">
              <rect x="20" y="0" width="24" height="54" rx="12" fill={black} />
              <rect x="0" y="54" width="64" height="170" rx="12" fill="#d9577b" opacity=".9" />
              <rect x="10" y="72" width="10" height="130" rx="5" fill="#fff" opacity=".5" />
            </g>
            <g transform="translate(240 70)">
              <rect x="30" y="0" width="50" height="40" rx="6" fill={gold} />
              <rect x="0" y="40" width="110" height="230" rx="26" fill={glass} stroke="#fff" strokeWidth="2" />
              <rect x="20" y="110" width="70" height="60" rx="4" fill="#f7cbd8" />
            </g>
            <g transform="translate(380 170)">
              <rect x="10" y="0" width="40" height="26" rx="4" fill={black} />
              <rect x="0" y="26" width="60" height="124" rx="30" fill="#f0a3b8" />
            </g>
          </>
        );
      case 'palette':
        return (
          <g transform="translate(110 110) rotate(-6)">
            <rect x="0" y="0" width="340" height="210" rx="18" fill={black} />
            {['#f3dcae', '#e8b49a', '#c9826b', '#8f4a3a', '#f7cbd8', '#d9577b', '#a32a4f', '#5e1a2f'].map((c, i) => (
              <circle key={c} cx={55 + (i % 4) * 77} cy={i < 4 ? 65 : 145} r="30" fill={c} />
            ))}
          </g>
        );
    }
  })();
  return (
    <svg viewBox="0 0 560 420" width="560" height="420" aria-hidden="true" focusable="false" className="h-auto w-full max-w-[19rem] md:max-w-xl">
      <defs>
        <radialGradient id={`${id}-glow`} cx="55%" cy="45%" r="60%">
          <stop offset="0" stopColor="#fff" stopOpacity=".9" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" x2="1">
          <stop offset="0" stopColor="#b88a4a" />
          <stop offset=".45" stopColor="#f3dcae" />
          <stop offset="1" stopColor="#9c7234" />
        </linearGradient>
        <linearGradient id={`${id}-glass`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity=".85" />
          <stop offset="1" stopColor="#f7c9d5" stopOpacity=".75" />
        </linearGradient>
        <linearGradient id={`${id}-black`} x1="0" x2="1">
          <stop offset="0" stopColor="#111" />
          <stop offset=".5" stopColor="#3a3a3a" />
          <stop offset="1" stopColor="#0a0a0a" />
        </linearGradient>
      </defs>
      <circle cx="300" cy="200" r="190" fill={glow} />
      <circle cx="430" cy="96" r="44" fill="#f0a3b8" opacity=".5" />
      {scene}
      <path d="M470 330c4 14 10 20 24 24-14 4-20 10-24 24-4-14-10-20-24-24 14-4 20-10 24-24Z" fill="#fff" />
    </svg>
  );
}

export function ContentHero({ block, headingLevel = 1 }: { block: Hero; headingLevel?: 1 | 2 }) {
  const tone = TONES[block.tone];
  const titleId = `${block.id}-title`;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={titleId} className={tone.section} data-testid="content-hero">
      <div className="mx-auto grid max-w-screen-2xl items-center gap-6 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-14 lg:py-16">
        <div className="max-w-xl">
          {block.eyebrow ? (
            <p className={cx('inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.24em]', tone.eyebrow)}>
              <UiIcon name="sparkle" size={16} />
              {block.eyebrow}
            </p>
          ) : null}
          <Heading id={titleId} className="mt-4 text-4xl font-semibold leading-[1.05] tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {block.title}
          </Heading>
          {block.body ? <p className={cx('mt-5 max-w-md text-base sm:text-lg', tone.body)}>{block.body}</p> : null}
          {block.cta || block.secondaryCta ? (
            <div className="mt-8 flex flex-wrap gap-3">
              {block.cta ? (
                <UiLink to={block.cta.href} className={cx('inline-flex h-12 items-center px-7 text-sm font-semibold', tone.primary)}>
                  {block.cta.label}
                </UiLink>
              ) : null}
              {block.secondaryCta ? (
                <UiLink to={block.secondaryCta.href} className={cx('inline-flex h-12 items-center px-7 text-sm font-semibold', tone.secondary)}>
                  {block.secondaryCta.label}
                </UiLink>
              ) : null}
            </div>
          ) : null}
        </div>
        <div className="flex justify-center md:justify-end">
          <HeroArt art={block.art} />
        </div>
      </div>
    </section>
  );
}
