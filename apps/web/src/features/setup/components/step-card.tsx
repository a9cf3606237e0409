import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

interface StepCardProps {
  icon: LucideIcon;
  title: string;
  description: string;
  children: ReactNode;
}

/** The frame every wizard step shares: an icon, the step's title and what it is for, then its form. */
export function StepCard({ icon: Icon, title, description, children }: StepCardProps) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-start gap-4 border-b border-slate-100 px-5 py-5 sm:px-8 sm:py-6">
        <div className="flex size-11 shrink-0 items-center justify-center rounded-card bg-primary-tint text-primary">
          <Icon className="size-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <h1 className="text-xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
        </div>
      </div>
      <div className="px-5 py-6 sm:px-8 sm:py-8">{children}</div>
    </Card>
  );
}
