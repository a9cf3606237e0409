import type { EffectiveRole } from '@citavet/domain/spaces/space-ownership';
import { ConciergeBell, Crown, ShieldCheck, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SPACE_ROLE_LABELS } from '../members-messages';

const ICONS = { OWNER: Crown, ADMIN: ShieldCheck, MEMBER: UserRound, RECEPTION: ConciergeBell } as const;
const TONES = { OWNER: 'accent', ADMIN: 'primary', MEMBER: 'neutral', RECEPTION: 'neutral' } as const;

/** The role as the team reads it; the OWNER is an ADMIN the space names as its owner. */
export function MemberRoleBadge({ role }: { role: EffectiveRole }) {
  const Icon = ICONS[role];
  return (
    <Badge tone={TONES[role]}>
      <Icon className="size-3.5" aria-hidden />
      {SPACE_ROLE_LABELS[role]}
    </Badge>
  );
}
