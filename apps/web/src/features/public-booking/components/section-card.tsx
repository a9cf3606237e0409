import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface SectionCardProps {
  id: string;
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** One titled block of the landing. */
export function SectionCard({ id, title, icon: Icon, children }: SectionCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-card border border-slate-200 bg-white p-5 shadow-card md:p-6"
    >
      <h2 id={id} className="mb-4 flex items-center gap-2 text-base font-semibold text-slate-900">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}
