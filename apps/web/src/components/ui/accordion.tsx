import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

interface AccordionItemProps {
  title: ReactNode;
  /** Items sharing a name form one group: opening one closes the others (`<details name>`). */
  name?: string;
  className?: string;
  children: ReactNode;
}

/**
 * One question and its answer, on the browser's own disclosure (<details>): keyboard, screen
 * readers and find-in-page (which opens the item) work with no script, and a page of questions
 * downloads no component library before it paints.
 */
export function AccordionItem({ title, name, className, children }: AccordionItemProps) {
  return (
    <details name={name} className={clsx('group border-b border-slate-200 last:border-b-0', className)}>
      <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-medium text-slate-900 hover:text-primary [&::-webkit-details-marker]:hidden">
        {title}
        <ChevronDown
          className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
          aria-hidden
        />
      </summary>
      <div className="pb-4 text-sm leading-relaxed text-slate-600">{children}</div>
    </details>
  );
}
