import type { ReactNode } from 'react';
import { MarketingFooter } from './marketing-footer';
import { MarketingHeader } from './marketing-header';

/** Shared frame of the public pages: fixed top bar, content, footer. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[60] focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:shadow-card"
      >
        Saltar al contenido
      </a>
      <MarketingHeader />
      <main id="contenido" className="flex-1">
        {children}
      </main>
      <MarketingFooter />
    </div>
  );
}
