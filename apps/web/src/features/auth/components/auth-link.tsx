import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** The teal inline link used across the account screens. */
export function AuthLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={clsx(
        'font-medium text-primary underline-offset-4 hover:text-primary-hover hover:underline',
        className,
      )}
      {...props}
    />
  );
}
