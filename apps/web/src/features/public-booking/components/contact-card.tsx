import type { PublicSpace } from '@citavet/domain/public/public-space.schema';
import { Globe, type LucideIcon, Mail, Phone } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { FacebookGlyph, InstagramGlyph, WhatsappGlyph } from '@/components/brand-icons';
import { buildContactLinks, type ContactKind } from '../booking-flow/contact-links';
import { SectionCard } from './section-card';

const contactIcons: Record<ContactKind, LucideIcon | ComponentType<SVGProps<SVGSVGElement>>> = {
  phone: Phone,
  email: Mail,
  whatsapp: WhatsappGlyph,
  instagram: InstagramGlyph,
  website: Globe,
  facebook: FacebookGlyph,
};

/** Phone, e-mail, WhatsApp, Instagram, website and Facebook: only those the clinic published. */
export function ContactCard({ space }: { space: PublicSpace }) {
  const links = buildContactLinks(space);
  if (links.length === 0) return null;
  return (
    <SectionCard id="contacto" title="Contacto" icon={Phone}>
      <ul className="space-y-1">
        {links.map((link) => {
          const Icon = contactIcons[link.kind];
          return (
            <li key={link.kind}>
              <a
                href={link.href}
                aria-label={link.label}
                {...(link.isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="flex items-center gap-3 rounded-control px-3 py-2 text-sm text-slate-700 transition-colors hover:bg-slate-50 hover:text-primary"
              >
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                  <Icon className="size-4" aria-hidden />
                </span>
                <span className="min-w-0 truncate">{link.text}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
