import type { ComponentProps } from 'react';

// lucide has no brand marks: Instagram, Facebook, WhatsApp and X are drawn as simple outline glyphs,
// shared by the marketing footer and the public booking page.
type IconProps = ComponentProps<'svg'>;

const outline = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function InstagramGlyph(props: IconProps) {
  return (
    <svg aria-hidden="true" {...outline} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function FacebookGlyph(props: IconProps) {
  return (
    <svg aria-hidden="true" {...outline} {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  );
}

export function WhatsappGlyph(props: IconProps) {
  return (
    <svg aria-hidden="true" {...outline} {...props}>
      <path d="M3 21l1.65-4.95A8.5 8.5 0 1 1 7.95 19.35L3 21" />
      <path d="M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
    </svg>
  );
}

export function XGlyph(props: IconProps) {
  return (
    <svg aria-hidden="true" {...outline} {...props}>
      <path d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}
