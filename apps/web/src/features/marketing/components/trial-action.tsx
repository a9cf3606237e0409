import { findPlan, type Plan, UPGRADE_PLAN_ID } from '@citavet/domain/plans/plans';
import { Link, useNavigate } from 'react-router';
import { useStartTrial } from '@/api/space-plan';
import { Button, buttonStyles } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useAuthStore } from '@/stores/auth-store';
import { useSpaces, useSpacesStore } from '@/stores/spaces-store';

const premium = findPlan(UPGRADE_PLAN_ID);
const LABEL = `Probar ${premium.name} ${premium.trialDays} días gratis, sin tarjeta`;
// The spec's label is long: on a narrow card it wraps rather than overflowing.
const WRAP = 'h-auto! min-h-12 py-2.5 text-center whitespace-normal!';
const buttonClass = buttonStyles({ variant: 'accent', size: 'lg', isFullWidth: true, className: WRAP });

/**
 * 'Probar Premium 14 días gratis, sin tarjeta': signed in as the ADMIN of a space, it starts the
 * trial of that space (the current one, else the first the user administers) and opens its
 * dashboard; anyone else creates an account first.
 */
export function TrialAction({ plan }: { plan: Plan }) {
  const user = useAuthStore((state) => state.user);
  if (!user || plan.id !== UPGRADE_PLAN_ID) {
    return (
      <Link to={paths.register} className={buttonClass}>
        {LABEL}
      </Link>
    );
  }
  return <SignedInTrialAction />;
}

function SignedInTrialAction() {
  const spaces = useSpaces();
  const currentSpaceId = useSpacesStore((state) => state.currentSpaceId);
  const administered = (spaces.data ?? []).filter((space) => space.myRole === 'ADMIN');
  const space = administered.find((candidate) => candidate.id === currentSpaceId) ?? administered[0];
  const startTrial = useStartTrial(space?.id ?? '');
  const navigate = useNavigate();
  if (!space) {
    return (
      <Link to={spaces.data?.length === 0 ? paths.setup : paths.dashboard} className={buttonClass}>
        {LABEL}
      </Link>
    );
  }
  const start = () =>
    startTrial.mutate(undefined, {
      onSuccess: ({ message }) => {
        notify.success(message ?? 'Empezó tu prueba de Premium');
        navigate(paths.space.agenda(space.id));
      },
      onError: (error) => notify.error(getErrorMessage(error, 'No se pudo empezar la prueba')),
    });
  return (
    <Button
      variant="accent"
      size="lg"
      isFullWidth
      className={WRAP}
      isLoading={startTrial.isPending}
      onClick={start}
    >
      {LABEL}
    </Button>
  );
}
