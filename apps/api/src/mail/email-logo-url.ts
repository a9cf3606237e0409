/**
 * The public address of a space's logo as PNG (GET /api/spaces/{spaceId}/logo.png): what e-mails
 * show, since mail clients such as Outlook for Windows show no WebP. `v` names the stored file, so a
 * new logo is a new address for the image proxies of mail services that keep the old one.
 */
export function emailLogoUrl(publicUrl: string, spaceId: string, logoKey: string): string {
  const version =
    logoKey
      .split('/')
      .at(-1)
      ?.replace(/\.[a-z0-9]+$/i, '') ?? '';
  return `${publicUrl.replace(/\/+$/, '')}/api/spaces/${spaceId}/logo.png?v=${encodeURIComponent(version)}`;
}
