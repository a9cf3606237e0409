import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MarketingLayout } from './marketing-layout';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

interface LegalPageProps {
  title: string;
  /** The meta description search results show for this page. */
  description: string;
  updatedAt: string;
  intro: ReactNode;
  sections: LegalSection[];
}

/** Frame of /terms and /privacy: title, date, a short introduction and numbered sections. */
export function LegalPage({ title, description, updatedAt, intro, sections }: LegalPageProps) {
  useDocumentTitle(title, description);
  return (
    <MarketingLayout>
      <article className="mx-auto max-w-3xl px-4 pt-28 pb-20 sm:px-6 sm:pt-32">
        <header className="border-b border-slate-200 pb-8">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-500">Última actualización: {updatedAt}</p>
          <div className="mt-6 text-base leading-relaxed text-slate-700">{intro}</div>
        </header>
        <div className="mt-10 space-y-10">
          {sections.map((section, index) => (
            <section key={section.title} aria-labelledby={`seccion-${index + 1}`}>
              <h2 id={`seccion-${index + 1}`} className="text-xl font-semibold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              <div className="mt-3 space-y-3 text-base leading-relaxed text-slate-700 [&_li]:ml-5 [&_li]:list-disc [&_ul]:space-y-1.5">
                {section.body}
              </div>
            </section>
          ))}
        </div>
      </article>
    </MarketingLayout>
  );
}
