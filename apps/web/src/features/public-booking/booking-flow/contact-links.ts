import type { PublicSpace } from '@citavet/domain/public/public-space.schema';

// The contact links of the landing: only those the clinic filled in, each with a link a
// phone or browser opens directly and a label that says where it leads.

export type ContactKind = 'phone' | 'email' | 'whatsapp' | 'instagram' | 'website' | 'facebook';

export interface ContactLink {
  kind: ContactKind;
  href: string;
  /** What the link shows. */
  text: string;
  /** What a screen reader announces. */
  label: string;
  /** Opens in a new tab (an outside site), unlike tel: and mailto:. */
  isExternal: boolean;
}

const hasProtocol = (value: string) => /^https?:\/\//i.test(value);
const digitsOnly = (value: string) => value.replace(/\D/g, '');

function withProtocol(url: string): string {
  return hasProtocol(url) ? url : `https://${url}`;
}

/** 'https://www.vet.com/inicio' -> 'vet.com/inicio': shorter text for the page. */
function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** An Instagram or Facebook account given as a URL or as a plain user name (with or without '@'). */
function socialProfile(value: string, site: string): { href: string; text: string } {
  if (hasProtocol(value) || value.includes(`${site}.com`)) {
    return { href: withProtocol(value), text: displayUrl(value) };
  }
  const userName = value.replace(/^@/, '');
  return { href: `https://www.${site}.com/${encodeURIComponent(userName)}`, text: `@${userName}` };
}

type ContactFields = Pick<
  PublicSpace,
  | 'name'
  | 'contactPhone'
  | 'contactEmail'
  | 'contactWhatsapp'
  | 'socialInstagram'
  | 'socialWebsite'
  | 'socialFacebook'
>;

export function buildContactLinks(space: ContactFields): ContactLink[] {
  const links: ContactLink[] = [];
  const phone = space.contactPhone?.trim();
  if (phone) {
    const dialable = phone.replace(/[^\d+]/g, '');
    links.push({
      kind: 'phone',
      href: `tel:${dialable}`,
      text: phone,
      label: `Llamar al ${phone}`,
      isExternal: false,
    });
  }
  const email = space.contactEmail?.trim();
  if (email) {
    links.push({
      kind: 'email',
      href: `mailto:${email}`,
      text: email,
      label: `Enviar un correo a ${email}`,
      isExternal: false,
    });
  }
  const whatsapp = space.contactWhatsapp?.trim();
  if (whatsapp && digitsOnly(whatsapp)) {
    links.push({
      kind: 'whatsapp',
      href: `https://wa.me/${digitsOnly(whatsapp)}`,
      text: whatsapp,
      label: `Escribir por WhatsApp a ${space.name}`,
      isExternal: true,
    });
  }
  const instagram = space.socialInstagram?.trim();
  if (instagram) {
    const profile = socialProfile(instagram, 'instagram');
    links.push({ kind: 'instagram', ...profile, label: `${space.name} en Instagram`, isExternal: true });
  }
  const website = space.socialWebsite?.trim();
  if (website) {
    links.push({
      kind: 'website',
      href: withProtocol(website),
      text: displayUrl(website),
      label: `Sitio web de ${space.name}`,
      isExternal: true,
    });
  }
  const facebook = space.socialFacebook?.trim();
  if (facebook) {
    const profile = socialProfile(facebook, 'facebook');
    links.push({ kind: 'facebook', ...profile, label: `${space.name} en Facebook`, isExternal: true });
  }
  return links;
}

/** 'Montevideo, Montevideo, Uruguay' without the parts the clinic left empty. */
export function formatLocality(space: Pick<PublicSpace, 'city' | 'state' | 'country'>): string {
  return [space.city, space.state, space.country].filter((part) => part?.trim()).join(', ');
}
