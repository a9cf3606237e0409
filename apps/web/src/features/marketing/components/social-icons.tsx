import type { ComponentProps } from 'react';

// lucide dropped brand marks, so the three networks are drawn here as simple outline glyphs.
type IconProps = ComponentProps<'svg'>;

const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function InstagramIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...common} {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
    </svg>
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...common} {...props}>
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
    </svg>
  );
}

export function XIcon(props: IconProps) {
  return (
    <svg aria-hidden="true" {...common} {...props}>
      <path d="M4 4l16 16M20 4L4 20" />
    </svg>
  );
}

export const socialLinks = [
  { label: 'Citavet en Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { label: 'Citavet en Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { label: 'Citavet en X', href: 'https://x.com/', Icon: XIcon },
];
