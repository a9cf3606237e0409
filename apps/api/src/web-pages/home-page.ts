import { HOME_PAGE_TEXT } from '@citavet/domain/public/home-page-text';
import { html } from './html';
import type { PageDocument } from './page-document';

/**
 * The home page as the server sends it: its canonical address, Open Graph and preview image, and the
 * hero's words with the ways in, so a search engine, a link preview or a browser without JavaScript
 * reads the page; the SPA draws the full page over it when its script runs.
 */
const LINKS = [
  ['/accounts/register', 'Comenzar Prueba Gratuita'],
  ['/veterinarias', 'Buscar veterinarias'],
  ['/pricing', 'Precios'],
  ['/accounts/login', 'Iniciar sesión'],
] as const;

export function homePage(): PageDocument {
  return {
    status: 200,
    title: HOME_PAGE_TEXT.title,
    description: HOME_PAGE_TEXT.description,
    canonicalPath: '/',
    body: html`<main style="max-width:48rem;margin:0 auto;padding:4rem 1rem;font-family:system-ui,sans-serif;color:#0f172a"><p style="margin:0 0 1rem;font-weight:700;color:#0f766e">Citavet</p><h1 style="margin:0 0 1rem;font-size:2rem;line-height:1.2;font-weight:700">${HOME_PAGE_TEXT.headingStart} ${HOME_PAGE_TEXT.headingHighlight}</h1><p style="margin:0 0 1.5rem;font-size:1.125rem;line-height:1.6;color:#475569">${HOME_PAGE_TEXT.lead}</p><ul style="margin:0;padding:0 0 0 1.25rem;list-style:disc;line-height:2">${LINKS.map(([href, label]) => html`<li><a href="${href}" style="color:#0f766e;text-decoration:underline">${label}</a></li>`)}</ul></main>`,
  };
}
