import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';

export const Accordion = AccordionPrimitive.Root;

interface AccordionItemProps extends Omit<ComponentProps<typeof AccordionPrimitive.Item>, 'title'> {
  title: ReactNode;
}

export function AccordionItem({ title, children, className, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item
      className={clsx('border-b border-slate-200 last:border-b-0', className)}
      {...props}
    >
      <AccordionPrimitive.Header>
        <AccordionPrimitive.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-4 py-4 text-left font-medium text-slate-900 hover:text-primary">
          {title}
          <ChevronDown
            className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
            aria-hidden
          />
        </AccordionPrimitive.Trigger>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="pb-4 text-sm leading-relaxed text-slate-600">
        {children}
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
