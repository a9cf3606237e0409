// 'Ver agendas de' is remembered per user and space in this browser, so the front desk finds the
// day as she left it after a reload or the next morning. Only ids of professionals still in the
// space are restored; anything unreadable is ignored.

const KEY_PREFIX = 'citavet:ver-agendas-de';

function keyOf(userId: string, spaceId: string): string {
  return `${KEY_PREFIX}:${userId}:${spaceId}`;
}

export function readAgendaHosts(
  userId: string,
  spaceId: string,
  professionalIds: readonly string[],
): string[] | null {
  try {
    const stored: unknown = JSON.parse(globalThis.localStorage?.getItem(keyOf(userId, spaceId)) ?? 'null');
    if (!Array.isArray(stored)) return null;
    const ids = stored.filter((id): id is string => typeof id === 'string' && professionalIds.includes(id));
    return ids.length > 0 ? ids : null;
  } catch {
    return null;
  }
}

export function saveAgendaHosts(userId: string, spaceId: string, hostIds: readonly string[]): void {
  try {
    globalThis.localStorage?.setItem(keyOf(userId, spaceId), JSON.stringify(hostIds));
  } catch {
    // A full or disabled storage only loses the preference.
  }
}
