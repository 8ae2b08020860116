/** Inline SVG line icons (decorative: the control around them carries the accessible name). */
import type { SVGProps } from 'react';

export type IconName =
  | 'search' | 'bag' | 'user' | 'menu' | 'close' | 'chevron-down' | 'chevron-right' | 'chevron-left'
  | 'globe' | 'arrow-right' | 'check' | 'truck' | 'sparkle' | 'info' | 'heart' | 'pin';

const circle = (cx: number, cy: number, r: number) => `M${cx + r} ${cy}a${r} ${r} 0 1 1-${2 * r} 0 ${r} ${r} 0 0 1 ${2 * r} 0Z`;

const PATHS: Record<IconName, string> = {
  search: `${circle(10.5, 10.5, 6.5)}M15.3 15.3l5.2 5.2`,
  bag: 'M5 8h14l-1 13H6L5 8ZM9 10.5V6.5a3 3 0 0 1 6 0v4',
  user: `${circle(12, 8, 4)}M4.5 20.5c.8-3.7 3.8-6 7.5-6s6.7 2.3 7.5 6`,
  menu: 'M3.5 6.5h17M3.5 12h17M3.5 17.5h17',
  close: 'M6 6l12 12M18 6 6 18',
  'chevron-down': 'M6 9.5l6 6 6-6',
  'chevron-right': 'M9.5 6l6 6-6 6',
  'chevron-left': 'M14.5 6l-6 6 6 6',
  globe: `${circle(12, 12, 9)}M3 12h18M12 3c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9c-2.5-2.4-3.8-5.4-3.8-9S9.5 5.4 12 3Z`,
  'arrow-right': 'M4 12h15M13 6l6 6-6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  truck: `M2.5 6.5h11v10h-11ZM13.5 9.5h4l3 3.5v3.5h-7${circle(6.5, 17.5, 1.75)}${circle(17, 17.5, 1.75)}`,
  sparkle: 'M12 3c.5 4.3 2.2 6 6.5 6.5-4.3.5-6 2.2-6.5 6.5-.5-4.3-2.2-6-6.5-6.5 4.3-.5 6-2.2 6.5-6.5ZM18.5 15c.2 1.9 1 2.7 2.9 2.9-1.9.2-2.7 1-2.9 2.9-.2-1.9-1-2.7-2.9-2.9 1.9-.2 2.7-1 2.9-2.9Z',
  info: `${circle(12, 12, 9)}M12 11v6M12 7.5v.5`,
  pin: `M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z${circle(12, 10, 2.25)}`,
  heart: 'M12 20s-7.5-4.6-7.5-10.3A4.2 4.2 0 0 1 12 7.2a4.2 4.2 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20Z',
};

export interface UiIconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  size?: number;
}

export function UiIcon({ name, size = 24, className, ...rest }: UiIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...rest}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
