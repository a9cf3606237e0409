import { clsx } from 'clsx';

interface SkeletonProps {
  className?: string;
}

/** A grey placeholder in the shape of content that is still loading. */
export function Skeleton({ className }: SkeletonProps) {
  return <div className={clsx('animate-pulse rounded-md bg-slate-200', className)} aria-hidden />;
}
