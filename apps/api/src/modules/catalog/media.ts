/**
 * Generated product and brand art: the demo shop ships no photographs, so each image is drawn as
 * SVG from its art kind, the shade colour and the brand colours. Pure functions, cached by URL;
 * `mediaUrl` names those URLs.
 */
import { API_PREFIX } from '@blush/shared/http';

export const mediaUrl = {
  productImage: (imageId: number) => `${API_PREFIX}/media/products/${imageId}.svg`,
  brandLogo: (slug: string) => `${API_PREFIX}/media/brands/${slug}.svg`,
};

const SIZE = 400;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mix a colour with white (amount 0..1 of white). */
function tint(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  return `rgb(${mix(r)},${mix(g)},${mix(b)})`;
}

function shadeOf(hex: string, amount: number): string {
  const [r, g, b] = hexToRgb(hex);
  const mix = (c: number) => Math.round(c * (1 - amount));
  return `rgb(${mix(r)},${mix(g)},${mix(b)})`;
}

const METAL = 'url(#metal)';

function shape(art: string, shade: string, accent: string): string {
  const dark = shadeOf(shade, 0.25);
  switch (art) {
    case 'lipstick':
      return `<rect x="160" y="190" width="80" height="150" rx="6" fill="${accent}"/>
        <rect x="168" y="150" width="64" height="46" rx="4" fill="${METAL}"/>
        <path d="M176 150 V92 Q176 74 200 62 L224 78 V150 Z" fill="${shade}"/>
        <path d="M176 150 V92 Q176 74 200 62 L204 64 V150 Z" fill="${dark}" opacity=".35"/>`;
    case 'gloss':
      return `<rect x="170" y="70" width="60" height="40" rx="8" fill="${accent}"/>
        <rect x="176" y="110" width="48" height="220" rx="20" fill="${shade}" opacity=".85"/>
        <rect x="186" y="120" width="8" height="190" rx="4" fill="#fff" opacity=".45"/>`;
    case 'bottle':
      return `<rect x="175" y="78" width="50" height="44" rx="6" fill="${accent}"/>
        <rect x="140" y="120" width="120" height="215" rx="22" fill="${tint(shade, 0.15)}"/>
        <rect x="152" y="200" width="96" height="70" rx="6" fill="#fff" opacity=".85"/>
        <rect x="150" y="130" width="12" height="190" rx="6" fill="#fff" opacity=".35"/>`;
    case 'dropper':
      return `<ellipse cx="200" cy="80" rx="22" ry="28" fill="${accent}"/>
        <rect x="180" y="100" width="40" height="36" rx="4" fill="${METAL}"/>
        <rect x="150" y="134" width="100" height="200" rx="18" fill="${tint(shade, 0.2)}" opacity=".95"/>
        <rect x="160" y="210" width="80" height="60" rx="4" fill="#fff" opacity=".85"/>`;
    case 'jar':
      return `<rect x="120" y="170" width="160" height="46" rx="10" fill="${accent}"/>
        <rect x="112" y="214" width="176" height="112" rx="26" fill="${tint(shade, 0.25)}"/>
        <rect x="140" y="248" width="120" height="40" rx="6" fill="#fff" opacity=".8"/>`;
    case 'tube':
      return `<path d="M150 70 H250 L238 300 H162 Z" fill="${tint(shade, 0.3)}"/>
        <rect x="172" y="300" width="56" height="42" rx="8" fill="${accent}"/>
        <rect x="168" y="150" width="64" height="80" rx="4" fill="#fff" opacity=".8"/>`;
    case 'palette':
      return `<rect x="90" y="110" width="220" height="180" rx="16" fill="${accent}"/>
        ${[0, 1, 2, 3, 4, 5]
          .map((i) => {
            const x = 112 + (i % 3) * 64;
            const y = 132 + Math.floor(i / 3) * 72;
            return `<rect x="${x}" y="${y}" width="52" height="60" rx="8" fill="${i % 2 ? tint(shade, i * 0.12) : shadeOf(shade, i * 0.08)}"/>`;
          })
          .join('')}`;
    case 'compact':
      return `<circle cx="200" cy="205" r="120" fill="${accent}"/>
        <circle cx="200" cy="205" r="96" fill="${shade}"/>
        <circle cx="170" cy="175" r="30" fill="#fff" opacity=".25"/>`;
    case 'pencil':
      return `<g transform="rotate(-35 200 200)"><rect x="70" y="186" width="230" height="28" rx="4" fill="${accent}"/>
        <path d="M300 186 L340 200 L300 214 Z" fill="${tint(shade, 0.3)}"/><path d="M326 195 L340 200 L326 205 Z" fill="${shade}"/></g>`;
    case 'mascara':
      return `<rect x="178" y="60" width="44" height="150" rx="10" fill="${accent}"/>
        <rect x="170" y="206" width="60" height="130" rx="12" fill="${shade}"/>`;
    case 'brush':
      return `<g transform="rotate(-30 200 200)"><rect x="190" y="160" width="20" height="190" rx="8" fill="${accent}"/>
        <rect x="186" y="120" width="28" height="48" fill="${METAL}"/>
        <path d="M186 122 Q170 70 200 40 Q230 70 214 122 Z" fill="${shade}"/></g>`;
    case 'perfume':
      return `<rect x="180" y="82" width="40" height="34" rx="4" fill="${METAL}"/>
        <rect x="168" y="58" width="64" height="30" rx="8" fill="${accent}"/>
        <path d="M130 130 H270 Q292 130 292 160 V300 Q292 336 256 336 H144 Q108 336 108 300 V160 Q108 130 130 130 Z" fill="${tint(shade, 0.35)}" opacity=".9"/>
        <rect x="150" y="210" width="100" height="50" rx="4" fill="#fff" opacity=".75"/>`;
    case 'sponge':
      return `<path d="M200 70 Q280 150 270 250 Q260 330 200 330 Q140 330 130 250 Q120 150 200 70 Z" fill="${shade}"/>
        <ellipse cx="175" cy="200" rx="18" ry="40" fill="#fff" opacity=".25"/>`;
    case 'pillowcase':
      return `<rect x="80" y="130" width="240" height="150" rx="28" fill="${tint(shade, 0.2)}"/>
        <path d="M80 170 Q200 210 320 170" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>`;
    default:
      return `<rect x="140" y="110" width="120" height="220" rx="22" fill="${shade}"/>`;
  }
}

export function productSvg(art: string, shadeHex: string | null, colors: readonly [string, string], brandName: string): string {
  const [primary, secondary] = colors;
  const shade = shadeHex ?? secondary;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${escapeXml(brandName)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(secondary, 0.88)}"/><stop offset="1" stop-color="${tint(primary, 0.92)}"/></linearGradient>
    <linearGradient id="metal" x1="0" x2="1"><stop offset="0" stop-color="#b9b3ab"/><stop offset=".5" stop-color="#f4f1ec"/><stop offset="1" stop-color="#a39c92"/></linearGradient>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  <ellipse cx="200" cy="352" rx="110" ry="12" fill="#000" opacity=".08"/>
  ${shape(art, shade, primary)}
  <text x="200" y="382" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="15" letter-spacing="3" fill="${shadeOf(primary, 0.2)}">${escapeXml(brandName.toUpperCase())}</text>
</svg>`;
}

export function brandLogoSvg(name: string, colors: readonly [string, string]): string {
  const [primary, secondary] = colors;
  // Fill the width: serif capitals are about 0.72 em wide with the letter spacing used here.
  const fontSize = Math.max(14, Math.min(40, Math.floor(210 / (name.length * 0.72))));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120" role="img" aria-label="${escapeXml(name)}">
  <rect width="240" height="120" fill="${tint(secondary, 0.9)}"/>
  <text x="120" y="${60 + fontSize * 0.35}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" letter-spacing="1" fill="${shadeOf(primary, 0.1)}">${escapeXml(name.toUpperCase())}</text>
</svg>`;
}
