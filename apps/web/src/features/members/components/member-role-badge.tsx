import type { SpaceRole } from '@citavet/domain/users/user.schema';
import { ShieldCheck, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SPACE_ROLE_LABELS } from '../members-messages';

export function MemberRoleBadge({ role }: { role: SpaceRole }) {
  const Icon = role === 'ADMIN' ? ShieldCheck : UserRound;
  return (
    <Badge tone={role === 'ADMIN' ? 'primary' : 'neutral'}>
      <Icon className="size-3.5" aria-hidden />
      {SPACE_ROLE_LABELS[role]}
    </Badge>
  );
}
