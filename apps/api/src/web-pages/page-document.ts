import { DEFAULT_PREVIEW_IMAGE_PATH } from '@citavet/domain/public/home-page-text';
import { escapeHtml, jsonForScript, type SafeHtml } from './html';

/**
 * What a server-rendered page puts in the built HTML template: the head search engines and link
 * previews read, and the visible content a browser without JavaScript shows. The SPA or the public
 * entry replaces the body content when it starts (React's createRoot clears the root).
 */
export type PageDocument = {
  status: number;
  title: string;
  description: string;
  /** Absolute path of the canonical page, e.g. `/veterinarias/madrid`. */
  canonicalPath?: string;
  /** Open Graph type: `website` by default, `business.business` for a clinic. */
  ogType?: string;
  /** Absolute URL or path of the preview image; Citavet's (DEFAULT_PREVIEW_IMAGE_PATH) when absent. */
  image?: string | null;
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd?: readonly object[];
  body: SafeHtml;
  /** Data the page's script reads before its first render, as a JSON script with this id. */
  data?: { id: string; value: object };
  /** A 404 page asks not to be indexed. */
  isIndexable?: boolean;
};

const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path)
    ? path
    : `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;

function headOf(page: PageDocument, publicUrl: string): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.isIndexable === false ? meta('name', 'robots', 'noindex') : '',
    page.canonicalPath
      ? `<link rel="canonical" href="${escapeHtml(absolute(publicUrl, page.canonicalPath))}" />`
      : '',
    meta('property', 'og:type', page.ogType ?? 'website'),
    meta('property', 'og:site_name', 'Citavet'),
    meta('property', 'og:locale', 'es_ES'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    page.canonicalPath ? meta('property', 'og:url', absolute(publicUrl, page.canonicalPath)) : '',
    meta('property', 'og:image', absolute(publicUrl, page.image ?? DEFAULT_PREVIEW_IMAGE_PATH)),
    meta('name', 'twitter:card', 'summary_large_image'),
    ...(page.jsonLd ?? []).map(
      (object) => `<script type="application/ld+json">${jsonForScript(object)}</script>`,
    ),
    page.data
      ? `<script type="application/json" id="${escapeHtml(page.data.id)}">${jsonForScript(page.data.value)}</script>`
      : '',
  ];
  return lines.filter(Boolean).join('\n    ');
}

/**
 * The built template with the page's head and body: its own `<title>` and description go (the page
 * has its own), everything else (scripts, styles, preloads) stays as Vite wrote it.
 */
export function renderPageDocument(template: string, page: PageDocument, publicUrl: string): string {
  const withoutHead = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/i, '');
  const withHead = withoutHead.replace(/<\/head>/i, () => `  ${headOf(page, publicUrl)}\n  </head>`);
  const root = /<div id="root">\s*<\/div>/i;
  const content = `<div id="root">${page.body.text}</div>`;
  return root.test(withHead)
    ? withHead.replace(root, () => content)
    : withHead.replace(/<body([^>]*)>/i, (tag) => `${tag}${content}`);
}
