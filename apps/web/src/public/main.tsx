import '@fontsource-variable/inter';
import '../index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp } from './public-app';

// Entry of public.html: the booking page of /{spaceRoute} and /espacios/{spaceId} without the SPA's
// shell (router, auth and spaces stores, toasts), so a client on a phone downloads about two thirds
// of the JavaScript. docs/decisions/011-public-page-entry.md.
const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en public.html');

createRoot(container).render(
  <StrictMode>
    <PublicApp pathname={window.location.pathname} search={window.location.search} />
  </StrictMode>,
);
