import { SETUP_DONE_STEP } from '@citavet/domain/setup/setup-step';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, CalendarCheck, PartyPopper, Share2, Users } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { refreshSetupStatus } from '../api/setup-status-key';
import { SetupStepper } from './setup-stepper';

interface SetupCompleteProps {
  /** The first space; without one (a CLIENT) the button goes to /dashboard, whose guard decides. */
  spaceId: string | undefined;
}

const NEXT_STEPS = [
  { icon: CalendarCheck, text: 'Revisa tu agenda y crea tus primeras citas.' },
  { icon: Share2, text: 'Configura la ruta de tu página pública y compártela con tus clientes.' },
  { icon: Users, text: 'Invita a tu equipo cuando lo necesites desde Miembros.' },
];

/** Step 5: everything the dashboard needs exists. */
export function SetupComplete({ spaceId }: SetupCompleteProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLeaving, setIsLeaving] = useState(false);

  const goToDashboard = async () => {
    setIsLeaving(true);
    // The dashboard guard reads the status: make sure it has seen the schedules just saved.
    await refreshSetupStatus(queryClient);
    await navigate(spaceId ? paths.space.agenda(spaceId) : paths.dashboard, { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <SetupStepper currentStep={SETUP_DONE_STEP} />
      <Card className="mx-auto max-w-xl px-6 py-10 text-center sm:px-10">
        <div className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-success/10 text-success">
          <PartyPopper className="size-8" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">¡Configuración Completa!</h1>
        <p className="mt-2 text-slate-600">Tu veterinaria ya está lista para recibir reservas.</p>
        <ul className="mx-auto mt-7 max-w-sm space-y-3 text-left">
          {NEXT_STEPS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 text-sm text-slate-700">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {text}
            </li>
          ))}
        </ul>
        <Button
          size="lg"
          className="mt-8 w-full sm:w-auto"
          isLoading={isLeaving}
          onClick={() => void goToDashboard()}
        >
          Ir al Panel de Control
          <ArrowRight className="size-4" aria-hidden />
        </Button>
      </Card>
    </div>
  );
}
