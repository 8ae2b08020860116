/**
 * Generated art of a reward that gives no catalogue variant (a pouch, a tote bag, a service
 * voucher, a gift): drawn as SVG like the product images, in the brand's colours (the shop's pink
 * without a brand). Product art kinds (jar, bottle …) are drawn by the catalogue's own drawing.
 */
import { SITE_NAME } from '@blush/shared/site';
import { productSvg } from '../catalog/media.ts';

const SIZE = 400;
export const SHOP_COLORS: readonly [string, string] = ['#D9577A', '#FBE8EE'];
export const REWARD_ARTS = ['gift', 'pouch', 'tote', 'voucher'] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function shape(art: string, primary: string, secondary: string): string {
  switch (art) {
    case 'pouch':
      return `<path d="M90 150 Q90 120 120 120 H280 Q310 120 310 150 V300 Q310 330 280 330 H120 Q90 330 90 300 Z" fill="${primary}"/>
        <rect x="90" y="150" width="220" height="10" fill="#fff" opacity=".35"/>
        <rect x="286" y="128" width="10" height="34" rx="4" fill="#c9c2b8"/>
        <rect x="150" y="220" width="100" height="40" rx="6" fill="${secondary}" opacity=".9"/>`;
    case 'tote':
      return `<path d="M150 150 V110 Q150 70 200 70 Q250 70 250 110 V150" stroke="${primary}" stroke-width="12" fill="none"/>
        <path d="M100 150 H300 L285 340 H115 Z" fill="${secondary}" stroke="${primary}" stroke-width="4"/>
        <text x="200" y="258" text-anchor="middle" font-family="Georgia, serif" font-size="36" fill="${primary}">${escapeXml(SITE_NAME)}</text>`;
    case 'voucher':
      return `<rect x="70" y="120" width="260" height="160" rx="14" fill="${primary}"/>
        <circle cx="70" cy="200" r="18" fill="${secondary}"/><circle cx="330" cy="200" r="18" fill="${secondary}"/>
        <path d="M240 130 V270" stroke="#fff" stroke-width="3" stroke-dasharray="8 8" opacity=".7"/>
        <path d="M150 160 l12 24 26 4 -19 18 5 26 -24 -12 -24 12 5 -26 -19 -18 26 -4 Z" fill="#fff" opacity=".9"/>`;
    default:
      return `<rect x="110" y="170" width="180" height="160" rx="10" fill="${primary}"/>
        <rect x="96" y="140" width="208" height="44" rx="8" fill="${primary}"/>
        <rect x="188" y="140" width="24" height="190" fill="${secondary}"/>
        <path d="M200 140 Q160 80 136 104 Q124 134 200 140 Q276 134 264 104 Q240 80 200 140 Z" fill="none" stroke="${primary}" stroke-width="10"/>`;
  }
}

export function rewardSvg(art: string, colors: readonly [string, string] | null, label: string): string {
  const [primary, secondary] = colors ?? SHOP_COLORS;
  if (!(REWARD_ARTS as readonly string[]).includes(art)) return productSvg(art, null, [primary, secondary], label);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(label)}">
  <rect width="${SIZE}" height="${SIZE}" fill="${secondary}"/>
  <ellipse cx="200" cy="352" rx="110" ry="12" fill="#000" opacity=".08"/>
  ${shape(art, primary, secondary)}
  <text x="200" y="382" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="15" letter-spacing="3" fill="${primary}">${escapeXml(label.toUpperCase())}</text>
</svg>`;
}
