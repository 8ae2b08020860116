/**
 * Generated art for banners and overlays (no photos): a pattern in three colours, drawn as SVG that
 * fills its box. Decorative: hidden from assistive technology.
 */
import { useId } from 'react';
import type { Art } from '@blush/shared/content';
import { cx } from '../../../lib/cx.ts';

export function ContentArt({ art, className }: { art: Art; className?: string }) {
  const id = useId().replace(/:/g, '');
  const [base, accent, light] = art.colors;
  const shapes = (() => {
    switch (art.pattern) {
      case 'waves':
        return [0, 1, 2, 3, 4, 5].map((i) => (
          <path
            key={i}
            d={`M-20 ${60 + i * 40}c60-40 120 40 180 0s120-40 180 0 120 40 180 0`}
            fill="none"
            stroke={i % 2 ? light : accent}
            strokeWidth={14 - i}
            strokeLinecap="round"
            opacity={0.9 - i * 0.1}
          />
        ));
      case 'dots':
        return Array.from({ length: 48 }, (_, i) => {
          const x = (i % 8) * 50 + ((Math.floor(i / 8) % 2) * 25) + 10;
          const y = Math.floor(i / 8) * 50 + 20;
          return <circle key={i} cx={x} cy={y} r={6 + ((i * 7) % 11)} fill={i % 3 ? accent : light} opacity={0.35 + ((i * 13) % 50) / 100} />;
        });
      case 'rings':
        return [150, 120, 90, 60, 30].map((r, i) => (
          <circle key={r} cx={300} cy={170} r={r} fill="none" stroke={i % 2 ? light : accent} strokeWidth={12} opacity={0.85} />
        ));
      case 'petals':
        return Array.from({ length: 10 }, (_, i) => (
          <ellipse
            key={i}
            cx={280}
            cy={150}
            rx={26}
            ry={92}
            fill={i % 2 ? accent : light}
            opacity={0.55}
            transform={`rotate(${i * 36} 280 150) translate(0 -70)`}
          />
        ));
      case 'stripes':
        return Array.from({ length: 12 }, (_, i) => (
          <rect key={i} x={-200 + i * 60} y={-50} width={26} height={500} fill={i % 2 ? accent : light} opacity={0.6} transform="rotate(24)" />
        ));
    }
  })();
  return (
    <svg viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={cx('block h-full w-full', className)}>
      <defs>
        <linearGradient id={`${id}-bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={base} />
          <stop offset="1" stopColor={accent} stopOpacity="0.85" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${id}-bg)`} />
      {shapes}
    </svg>
  );
}
