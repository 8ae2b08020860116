import type { ShadeFamily } from './vocabulary.ts';

export interface Shade {
  name: string;
  hex: string;
  family: ShadeFamily;
}

const s = (name: string, hex: string, family: ShadeFamily): Shade => ({ name, hex, family });

/** Named shade palettes, ordered the way a shade selector lists them. */
export const PALETTES = {
  lip: [
    s('Classic Red', '#BE1E2D', 'red'), s('Cherry Bomb', '#B0112B', 'red'), s('Ruby Rush', '#9B111E', 'red'),
    s('Scarlet Siren', '#C21E2A', 'red'), s('Red Carpet', '#A4161A', 'red'), s('Brick Lane', '#8E3B2F', 'red'),
    s('Chilli Pepper', '#A93226', 'red'),
    s('First Date', '#D66F8C', 'pink'), s('Pink Pout', '#E75480', 'pink'), s('Candy Floss', '#F19CBB', 'pink'),
    s('Hot Pink', '#D63A7A', 'pink'), s('Rose Petal', '#C9727F', 'pink'), s('Blushing Bride', '#E8A0A8', 'pink'),
    s('Fuchsia Flash', '#C2185B', 'pink'),
    s('Bare Truth', '#C49A85', 'nude'), s('Barely There', '#D3A593', 'nude'), s('Latte', '#B07E68', 'nude'),
    s('Naked Peach', '#D8A48F', 'nude'), s('Soft Taupe', '#A67F74', 'nude'), s('Toasted Almond', '#B58469', 'nude'),
    s('Rosewood', '#A8646B', 'nude'),
    s('Berry Crush', '#8E2F4A', 'berry'), s('Plum Wine', '#6B2737', 'berry'), s('Black Cherry', '#5C1A2B', 'berry'),
    s('Mulberry', '#7A2D4F', 'berry'), s('Raspberry', '#A3295A', 'berry'),
    s('Cocoa Kiss', '#7B4B3A', 'brown'), s('Cinnamon Spice', '#8D5440', 'brown'), s('Chocolate Truffle', '#5D3A2E', 'brown'),
    s('Toffee', '#9C6B4E', 'brown'), s('Espresso Shot', '#4B2E2A', 'brown'),
    s('Coral Reef', '#F47C6A', 'coral'), s('Peach Bellini', '#F4A38A', 'coral'), s('Papaya', '#F0805A', 'coral'),
    s('Sunset Boulevard', '#E8643C', 'orange'), s('Tangerine Dream', '#F28500', 'orange'),
    s('Violet Hour', '#7B3F8C', 'purple'), s('Lavender Haze', '#A57FB8', 'purple'), s('Mauve Mood', '#9E6B87', 'purple'),
  ],
  gloss: [
    s('Crystal Clear', '#F4EEF0', 'clear'), s('Glass Slipper', '#F1E3E6', 'clear'),
    s('Pink Champagne', '#F2B8C6', 'pink'), s('Candy Shine', '#F08CB0', 'pink'), s('Rose Gold', '#D4A5A5', 'pink'),
    s('Peach Fizz', '#F6B09B', 'coral'), s('Coral Glow', '#F08A72', 'coral'),
    s('Nude Glow', '#CFA08A', 'nude'), s('Honey Glaze', '#D9A066', 'nude'),
    s('Berry Glaze', '#A0405F', 'berry'), s('Cherry Glaze', '#C0304A', 'red'),
    s('Sugar Plum', '#8E4A6E', 'purple'), s('Lilac Dream', '#C8A2C8', 'purple'),
    s('Gold Dust', '#D4AF37', 'gold'), s('Cocoa Shine', '#8A5A44', 'brown'),
  ],
  balm: [
    s('Clear', '#F5EFEA', 'clear'), s('Sheer Pink', '#F2A7B8', 'pink'), s('Sheer Rose', '#D98A98', 'pink'),
    s('Sheer Berry', '#B04A6A', 'berry'), s('Sheer Red', '#C8454F', 'red'), s('Sheer Nude', '#D8A995', 'nude'),
    s('Sheer Coral', '#F29A85', 'coral'), s('Sheer Plum', '#8E4A6E', 'purple'),
  ],
  blush: [
    s('Petal', '#F4A6B7', 'pink'), s('Rosy Glow', '#E27D8F', 'pink'), s('Warm Rose', '#D47C7C', 'pink'),
    s('Fuchsia Pop', '#D94B85', 'pink'), s('Peach Please', '#F5A48B', 'coral'), s('Apricot', '#F1A073', 'coral'),
    s('Coral Crush', '#F27E6C', 'coral'), s('Bronzed Peach', '#D98B65', 'coral'), s('Terracotta', '#C56A4D', 'orange'),
    s('Berry Flush', '#B5486B', 'berry'), s('Plum Blossom', '#8E4B6B', 'berry'), s('Mauve', '#B9788F', 'purple'),
    s('Nude Pink', '#E2A79F', 'nude'),
  ],
  bronzer: [
    s('Sand Dune', '#C8A07A', 'light'), s('Sunkissed Light', '#C99A6E', 'light'), s('Golden Tan', '#B98255', 'medium'),
    s('Medium Bronze', '#A87048', 'medium'), s('Warm Caramel', '#9C6640', 'tan'), s('Terra', '#8F5A3C', 'tan'),
    s('Deep Bronze', '#7E4E32', 'tan'), s('Chocolate Bronze', '#5E3826', 'deep'), s('Ebony Glow', '#4A2A1C', 'deep'),
  ],
  highlight: [
    s('Pearl', '#F5EEE6', 'white'), s('Moonstone', '#E6E2E8', 'silver'), s('Opal', '#F0E6F0', 'silver'),
    s('Pink Diamond', '#F4C6D0', 'pink'), s('Rose Gold', '#E8B4A8', 'pink'), s('Champagne Pop', '#F1D7B5', 'gold'),
    s('Sunbeam', '#F2D16B', 'gold'), s('Golden Hour', '#E6B85C', 'gold'), s('Bronze Goddess', '#C98B4F', 'brown'),
  ],
  eye: [
    s('Snow', '#F8F8F8', 'white'), s('Cream', '#F3E6D3', 'white'), s('Nude Beige', '#D8B8A0', 'nude'),
    s('Rose Quartz', '#E5A9B4', 'pink'), s('Peach', '#F2B08C', 'coral'), s('Champagne', '#F1DDBF', 'gold'),
    s('Gold Rush', '#D4A437', 'gold'), s('Copper', '#B5643A', 'orange'), s('Burnt Orange', '#C0582E', 'orange'),
    s('Bronze', '#A0652E', 'brown'), s('Taupe', '#8B7D6B', 'brown'), s('Cocoa', '#6F4A3A', 'brown'),
    s('Espresso', '#4B2E2A', 'brown'), s('Wine', '#6B2737', 'berry'), s('Plum', '#5E2A4E', 'purple'),
    s('Violet', '#7F4FA0', 'purple'), s('Sapphire', '#2E4A9E', 'blue'), s('Midnight Navy', '#1F2A44', 'blue'),
    s('Teal', '#1F7A7A', 'green'), s('Emerald', '#1F6F50', 'green'), s('Olive', '#6B6B3A', 'green'),
    s('Silver Lining', '#C0C0C8', 'silver'), s('Gunmetal', '#5A5E66', 'silver'), s('Onyx', '#1C1C1C', 'black'),
  ],
  liner: [
    s('Blackest Black', '#0B0B0B', 'black'), s('Jet Black', '#141414', 'black'), s('Espresso', '#3B2A24', 'brown'),
    s('Chocolate', '#4E3328', 'brown'), s('Bronze', '#9A6B3A', 'gold'), s('Navy', '#1F2A5A', 'blue'),
    s('Cobalt', '#1D4FA0', 'blue'), s('Emerald', '#1F6F50', 'green'), s('Plum', '#5E2A4E', 'purple'),
    s('Gunmetal', '#50545C', 'silver'), s('White', '#F5F5F5', 'white'),
  ],
  brow: [
    s('Blonde', '#B59A72', 'light'), s('Caramel', '#9A6A45', 'brown'), s('Taupe', '#8A7560', 'brown'),
    s('Soft Brown', '#7A5A45', 'brown'), s('Medium Brown', '#624532', 'brown'), s('Auburn', '#7B3F2A', 'red'),
    s('Chocolate', '#4E3328', 'brown'), s('Dark Brown', '#3D2A20', 'brown'), s('Granite', '#4A4A4A', 'black'),
    s('Ebony', '#1F1A18', 'black'),
  ],
  mascara: [
    s('Black', '#111111', 'black'), s('Blackest Black', '#050505', 'black'), s('Brown Black', '#2B1E18', 'brown'),
    s('Brown', '#4A3024', 'brown'), s('Navy', '#1F2A5A', 'blue'), s('Plum', '#4E2240', 'purple'),
  ],
} as const satisfies Record<string, readonly Shade[]>;
export type PaletteKey = keyof typeof PALETTES | 'skin' | 'powder';

/** Skin-tone names from fairest to deepest. */
const SKIN_NAMES = [
  'Porcelain', 'Alabaster', 'Ivory', 'Shell', 'Vanilla', 'Linen', 'Bisque', 'Nude', 'Sand', 'Beige', 'Buff',
  'Natural', 'Honey', 'Golden', 'Warm Beige', 'Almond', 'Caramel', 'Tan', 'Toffee', 'Amber', 'Chestnut',
  'Cinnamon', 'Sienna', 'Cocoa', 'Mocha', 'Truffle', 'Espresso', 'Mahogany', 'Ebony', 'Onyx',
];

const UNDERTONES = [
  { code: 'C', hue: 17, sat: 0.9 },
  { code: 'N', hue: 23, sat: 1 },
  { code: 'W', hue: 29, sat: 1.1 },
] as const;

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`.toUpperCase();
}

/**
 * A foundation-style shade at depth 0 (fairest) … 1 (deepest) with an undertone index 0 cool,
 * 1 neutral, 2 warm: "230N Honey", a hex along a skin-tone ramp, and its depth family.
 */
export function skinShade(depth: number, undertone: number): Shade {
  const d = Math.min(1, Math.max(0, depth));
  const tone = UNDERTONES[undertone % UNDERTONES.length]!;
  const lightness = 0.87 - d * 0.66;
  const saturation = Math.min(0.75, (0.38 + 0.22 * Math.sin(Math.PI * d)) * tone.sat);
  const hex = hslToHex(tone.hue + d * 4, saturation, lightness);
  const code = 100 + Math.round(d * 45) * 10;
  const name = SKIN_NAMES[Math.min(SKIN_NAMES.length - 1, Math.floor(d * SKIN_NAMES.length))]!;
  const family: ShadeFamily = d < 0.18 ? 'fair' : d < 0.38 ? 'light' : d < 0.6 ? 'medium' : d < 0.8 ? 'tan' : 'deep';
  return { name: `${code}${tone.code} ${name}`, hex, family };
}

export const TRANSLUCENT: Shade = { name: 'Translucent', hex: '#F3E9E1', family: 'clear' };
