import { usePendingRequests } from '@/api/get-pending-requests';

/** The count of requests waiting for approval, beside 'Solicitudes' in the navigation; none at 0. */
export function PendingRequestsBadge({ spaceId }: { spaceId: string }) {
  const { data } = usePendingRequests(spaceId);
  const count = data?.total ?? 0;
  if (count === 0) return null;
  return (
    <span
      className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-coral-strong px-1.5 text-[0.6875rem] leading-5 font-semibold text-white tabular-nums"
      data-testid="solicitudes-pendientes"
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> {count === 1 ? 'solicitud pendiente' : 'solicitudes pendientes'}</span>
    </span>
  );
}
