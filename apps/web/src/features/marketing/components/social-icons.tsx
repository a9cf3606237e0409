import { FacebookGlyph, InstagramGlyph, XGlyph } from '@/components/brand-icons';

export const socialLinks = [
  { label: 'Citavet en Instagram', href: 'https://www.instagram.com/', Icon: InstagramGlyph },
  { label: 'Citavet en Facebook', href: 'https://www.facebook.com/', Icon: FacebookGlyph },
  { label: 'Citavet en X', href: 'https://x.com/', Icon: XGlyph },
];
