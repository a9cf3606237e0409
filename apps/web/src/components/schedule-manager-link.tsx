import { Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** 'Configurar Horarios': a service's week on the timeline editor, from its detail or its schedules. */
export function ScheduleManagerLink({ spaceId, serviceId }: { spaceId: string; serviceId: string }) {
  return (
    <Link
      to={paths.space.serviceScheduleManager(spaceId, serviceId)}
      className={buttonStyles({ variant: 'outline' })}
    >
      <Settings2 className="size-4" aria-hidden />
      Configurar Horarios
    </Link>
  );
}
