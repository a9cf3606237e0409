import type { PublicHost, PublicService } from '@citavet/domain/public/public-space.schema';

// 'Cualquier profesional' (decision 054): a choice in the professional step standing for every host
// of the service. Its slots are the union of theirs; the server picks who gets the booking, and the
// confirmation names that professional.

export const ANY_HOST_ID = 'any';

export function isAnyHost(hostId: string | null | undefined): boolean {
  return hostId === ANY_HOST_ID;
}

/** The choice as a host of the flow: shown in the step, the header and the summary. */
export function anyHostOf(service: Pick<PublicService, 'id'>): PublicHost {
  return {
    id: ANY_HOST_ID,
    name: 'Cualquier profesional',
    role: 'El primer profesional libre a la hora que elijas',
    avatar: null,
    services: [service.id],
  };
}
