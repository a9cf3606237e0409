import type { Member } from '@citavet/domain/members/member.schema';

export type MemberSortKey = 'name' | 'role' | 'joinedAt';

export const MEMBER_SORT_OPTIONS = [
  { value: 'name', label: 'Nombre' },
  { value: 'role', label: 'Rol' },
  { value: 'joinedAt', label: 'Fecha' },
] as const satisfies readonly { value: MemberSortKey; label: string }[];

const collator = new Intl.Collator('es-ES', { sensitivity: 'base' });

/** Lower case without accents, so 'jose' finds 'José'. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-ES');
}

const byName = (first: Member, second: Member) => collator.compare(first.user.name, second.user.name);

const comparators: Record<MemberSortKey, (first: Member, second: Member) => number> = {
  name: byName,
  // Administrators first, then by name.
  role: (first, second) =>
    Number(second.role === 'ADMIN') - Number(first.role === 'ADMIN') || byName(first, second),
  // Newest first.
  joinedAt: (first, second) =>
    Date.parse(second.joinedAt) - Date.parse(first.joinedAt) || byName(first, second),
};

/** The members the search matches (by name or email), in the chosen order. */
export function filterAndSortMembers(
  members: readonly Member[],
  search: string,
  sortKey: MemberSortKey,
): Member[] {
  const query = normalize(search.trim());
  const matches = query
    ? members.filter(
        ({ user }) => normalize(user.name).includes(query) || normalize(user.email ?? '').includes(query),
      )
    : [...members];
  return matches.sort(comparators[sortKey]);
}

export function isMemberSortKey(value: string): value is MemberSortKey {
  return MEMBER_SORT_OPTIONS.some((option) => option.value === value);
}
