/** Home hero banner: copy and calls to action beside generated product art (SVG, no photos). */
import { UiIcon } from '../../../components/ui/UiIcon.tsx';
import { UiLink } from '../../../components/ui/UiLink.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

function HeroArt() {
  return (
    <svg viewBox="0 0 560 420" width="560" height="420" aria-hidden="true" className="h-auto w-full max-w-[19rem] md:max-w-xl" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="55%" cy="45%" r="60%">
          <stop offset="0" stopColor="#fff" stopOpacity=".9" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-gold" x1="0" x2="1">
          <stop offset="0" stopColor="#b88a4a" />
          <stop offset=".45" stopColor="#f3dcae" />
          <stop offset="1" stopColor="#9c7234" />
        </linearGradient>
        <linearGradient id="hero-bullet" x1="0" x2="1">
          <stop offset="0" stopColor="#8f1d45" />
          <stop offset=".5" stopColor="#d9577b" />
          <stop offset="1" stopColor="#7a1638" />
        </linearGradient>
        <linearGradient id="hero-glass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fff" stopOpacity=".85" />
          <stop offset="1" stopColor="#f7c9d5" stopOpacity=".65" />
        </linearGradient>
        <linearGradient id="hero-black" x1="0" x2="1">
          <stop offset="0" stopColor="#111" />
          <stop offset=".5" stopColor="#3a3a3a" />
          <stop offset="1" stopColor="#0a0a0a" />
        </linearGradient>
      </defs>
      <circle cx="300" cy="200" r="190" fill="url(#hero-glow)" />
      <circle cx="420" cy="96" r="44" fill="#f0a3b8" opacity=".55" />
      <circle cx="132" cy="330" r="26" fill="#e67a97" opacity=".35" />
      {/* perfume bottle */}
      <g transform="translate(300 70)">
        <rect x="34" y="0" width="52" height="34" rx="6" fill="url(#hero-black)" />
        <rect x="48" y="34" width="24" height="18" fill="url(#hero-gold)" />
        <rect x="0" y="52" width="120" height="190" rx="22" fill="url(#hero-glass)" stroke="#fff" strokeWidth="2" />
        <rect x="16" y="70" width="18" height="150" rx="9" fill="#fff" opacity=".55" />
        <text x="60" y="160" textAnchor="middle" fontSize="15" fontWeight="800" letterSpacing="5" fill="#111">BLUSH</text>
      </g>
      {/* lipstick */}
      <g transform="translate(190 120) rotate(-8)">
        <path d="M10 0h36v70H10Z" fill="url(#hero-bullet)" />
        <path d="M10 0c0-22 36-40 36-40V0Z" fill="#c23a62" />
        <rect x="2" y="70" width="52" height="34" fill="url(#hero-gold)" />
        <rect x="0" y="104" width="56" height="128" rx="4" fill="url(#hero-black)" />
      </g>
      {/* compact */}
      <g transform="translate(92 250)">
        <ellipse cx="90" cy="70" rx="92" ry="26" fill="#000" opacity=".08" />
        <circle cx="90" cy="40" r="62" fill="url(#hero-black)" />
        <circle cx="90" cy="40" r="50" fill="#f7c9d5" />
        <circle cx="90" cy="40" r="50" fill="url(#hero-glow)" opacity=".6" />
      </g>
      {/* dropper */}
      <g transform="translate(450 190)">
        <rect x="14" y="0" width="20" height="46" rx="10" fill="url(#hero-black)" />
        <rect x="0" y="46" width="48" height="120" rx="10" fill="#d9577b" opacity=".9" />
        <rect x="8" y="60" width="8" height="90" rx="4" fill="#fff" opacity=".5" />
      </g>
      <path d="M470 330c4 14 10 20 24 24-14 4-20 10-24 24-4-14-10-20-24-24 14-4 20-10 24-24Z" fill="#fff" />
      <path d="M170 80c3 10 7 14 17 17-10 3-14 7-17 17-3-10-7-14-17-17 10-3 14-7 17-17Z" fill="#fff" />
    </svg>
  );
}

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-br from-blush-100 via-blush-50 to-white">
      <div className="mx-auto grid max-w-screen-2xl items-center gap-6 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-14 lg:py-16">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.24em] text-blush-800">
            <UiIcon name="sparkle" size={16} />
            {t('home.hero_eyebrow')}
          </p>
          <h1 id="hero-title" className="mt-4 text-4xl font-semibold leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
            {t('home.hero_title')}
          </h1>
          <p className="mt-5 max-w-md text-base text-neutral-700 sm:text-lg">{t('home.hero_body')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <UiLink to="/search?sort=newest" className="inline-flex h-12 items-center bg-black px-7 text-sm font-semibold text-white hover:bg-neutral-800">
              {t('home.hero_cta')}
            </UiLink>
            <UiLink to="/search?sort=bestsellers" className="inline-flex h-12 items-center border border-black px-7 text-sm font-semibold hover:bg-white">
              {t('home.hero_secondary')}
            </UiLink>
          </div>
        </div>
        <div className="flex justify-center md:justify-end">
          <HeroArt />
        </div>
      </div>
    </section>
  );
}
