import { BellRing, CalendarDays, PawPrint } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';

interface SampleAppointment {
  time: string;
  pet: string;
  species: string;
  service: string;
  owner: string;
  status: { label: string; tone: BadgeTone };
  petColor: string;
}

// A static illustration of the product: not data, so it never changes.
const sampleAppointments: SampleAppointment[] = [
  {
    time: '09:00',
    pet: 'Luna',
    species: 'Perro',
    service: 'Vacunación anual',
    owner: 'María García',
    status: { label: 'Confirmada', tone: 'success' },
    petColor: 'bg-amber-100 text-amber-700',
  },
  {
    time: '10:30',
    pet: 'Milo',
    species: 'Gato',
    service: 'Consulta general',
    owner: 'Carlos Ruiz',
    status: { label: 'Confirmada', tone: 'success' },
    petColor: 'bg-sky-100 text-sky-700',
  },
  {
    time: '12:00',
    pet: 'Rocky',
    species: 'Perro',
    service: 'Control post-operatorio',
    owner: 'Ana Martínez',
    status: { label: 'Pendiente', tone: 'warning' },
    petColor: 'bg-rose-100 text-rose-700',
  },
];

export function SampleAgendaCard() {
  return (
    <div className="relative">
      <figure
        aria-label="Ejemplo de la agenda de Citavet"
        className="relative rounded-card border border-slate-200 bg-white p-5 shadow-overlay sm:p-6"
      >
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <div className="flex size-10 items-center justify-center rounded-control bg-primary-tint text-primary">
              <CalendarDays className="size-5" aria-hidden />
            </div>
            <div>
              <p className="font-semibold text-slate-900">Agenda de Hoy</p>
              <p className="text-xs text-slate-500">Clínica Veterinaria San Roque</p>
            </div>
          </div>
          <Badge tone="primary" className="tabular-nums">
            12 turnos
          </Badge>
        </div>
        <ul className="mt-5 space-y-3">
          {sampleAppointments.map((appointment) => (
            <li
              key={appointment.time}
              className="flex items-center gap-3 rounded-control border border-slate-100 bg-slate-50/70 p-3"
            >
              <span className="w-12 shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                {appointment.time}
              </span>
              <span
                className={`flex size-9 shrink-0 items-center justify-center rounded-full ${appointment.petColor}`}
                aria-hidden
              >
                <PawPrint className="size-4" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-slate-900">
                  {appointment.pet}{' '}
                  <span className="font-normal text-slate-500">· {appointment.species}</span>
                </p>
                <p className="truncate text-xs text-slate-600">{appointment.service}</p>
                <p className="truncate text-xs text-slate-500">Dueño/a: {appointment.owner}</p>
              </div>
              {/* A wrapper, because the badge's own inline-flex would beat a `hidden` passed to it. */}
              <span className="hidden sm:block">
                <Badge tone={appointment.status.tone}>{appointment.status.label}</Badge>
              </span>
            </li>
          ))}
        </ul>
        <figcaption className="mt-4 text-center text-xs text-slate-500">
          Y 9 turnos más durante la tarde
        </figcaption>
      </figure>
      <div
        className="absolute -bottom-5 -left-3 hidden items-center gap-2.5 rounded-control border border-slate-200 bg-white px-3.5 py-2.5 shadow-card sm:flex lg:-left-8"
        aria-hidden
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-coral/15 text-coral">
          <BellRing className="size-4" />
        </span>
        <span className="text-xs">
          <span className="block font-semibold text-slate-900">Recordatorio enviado</span>
          <span className="text-slate-500">Luna · mañana 09:00</span>
        </span>
      </div>
    </div>
  );
}
