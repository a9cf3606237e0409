import '@fontsource-variable/inter';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { afterNextPaint } from '@/lib/after-next-paint';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root en index.html');

// A transition: React renders the first page in slices of a few milliseconds and yields to the
// browser between them, instead of one long task that blocks input (Lighthouse's Total Blocking Time
// on a phone). The server's HTML stays on screen until the page commits. When the server sent
// content (the directory, a clinic), React starts after the browser has painted it: the visitor sees
// it at once, and the page React paints over it is not a later "largest paint" (decision 065).
const root = createRoot(container);
const start = () =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
if (container.hasChildNodes()) void afterNextPaint().then(start);
else start();
