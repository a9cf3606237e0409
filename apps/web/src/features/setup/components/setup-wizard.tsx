import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-error';
import { useSetupStatus } from '../api/get-setup-status';
import { refreshSetupStatus } from '../api/setup-status-key';
import { MembersStep } from './members-step';
import { SchedulesStep } from './schedules-step';
import { ServiceStep } from './service-step';
import { SetupComplete } from './setup-complete';
import { SetupErrorView } from './setup-error-view';
import { SetupStepper } from './setup-stepper';
import { SpaceStep } from './space-step';

interface SetupWizardProps {
  userId: string;
}

function WizardSkeleton() {
  return (
    <div aria-busy="true" className="space-y-8">
      <span className="sr-only">Cargando configuración</span>
      <Skeleton className="mx-auto h-12 w-full max-w-2xl" />
      <Skeleton className="h-96 w-full rounded-card" />
    </div>
  );
}

/**
 * The first-run wizard. Which step shows is the server's derivation, never local state:
 * each step stores its change, refreshes the status, and the next step follows from it.
 */
export function SetupWizard({ userId }: SetupWizardProps) {
  const status = useSetupStatus(userId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (status.isPending) return <WizardSkeleton />;
  if (!status.data) return <SetupErrorView message={getErrorMessage(status.error, 'Intenta nuevamente.')} />;

  const { step, spaces } = status.data;
  const spaceId = spaces[0]?.id;
  if (step === 5) return <SetupComplete spaceId={spaceId} />;

  const finishSchedules = async () => {
    // The completion screen has its own route: once the status says "done", /setup itself hands over
    // to the dashboard, so the screen is shown first and the status refreshed after.
    await navigate(paths.setupComplete, { replace: true });
    await refreshSetupStatus(queryClient);
  };

  return (
    // The schedules step is wider: its timeline shows a whole working day without scrolling.
    <div className={step === 4 ? 'mx-auto max-w-5xl' : 'mx-auto max-w-3xl'}>
      <SetupStepper currentStep={step} />
      {step === 1 && <SpaceStep />}
      {step === 2 && <MembersStep spaceId={spaceId} />}
      {step === 3 && <ServiceStep spaceId={spaceId} />}
      {step === 4 && <SchedulesStep spaceId={spaceId} onCompleted={finishSchedules} />}
    </div>
  );
}
