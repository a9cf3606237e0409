import {
  Bell,
  CalendarCheck,
  ChartColumn,
  FileHeart,
  type LucideIcon,
  PawPrint,
  SlidersHorizontal,
} from 'lucide-react';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
}

// The six marketing claims.
const features: Feature[] = [
  {
    title: 'Agenda Inteligente',
    description: 'Organiza los turnos de todo tu equipo, evita conflictos de horarios y envía recordatorios.',
    icon: CalendarCheck,
  },
  {
    title: 'Clientes y Mascotas',
    description: 'Los datos de cada dueño y de sus mascotas en un solo lugar, siempre a mano en la consulta.',
    icon: PawPrint,
  },
  {
    title: 'Historias Clínicas Digitales',
    description: 'Registra consultas, tratamientos y medicación de cada paciente sin papeles.',
    icon: FileHeart,
  },
  {
    title: 'Servicios Personalizados',
    description: 'Define tus servicios con precio y duración, y asigna qué profesional atiende cada uno.',
    icon: SlidersHorizontal,
  },
  {
    title: 'Recordatorios Automáticos',
    description: 'Avisos por email o SMS para citas, vacunas y controles de seguimiento.',
    icon: Bell,
  },
  {
    title: 'Reportes y Estadísticas',
    description: 'Sigue tus citas e ingresos para tomar mejores decisiones sobre tu clínica.',
    icon: ChartColumn,
  },
];

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-title" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Características</p>
          <h2
            id="features-title"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Todo lo que tu clínica necesita en un solo lugar
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Menos llamadas y planillas, más tiempo para tus pacientes.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ title, description, icon: Icon }) => (
            <li
              key={title}
              className="group rounded-card border border-slate-200 bg-white p-6 transition-shadow hover:shadow-card"
            >
              <div className="flex size-11 items-center justify-center rounded-control bg-primary-tint text-primary transition-colors group-hover:bg-primary group-hover:text-white">
                <Icon className="size-5" aria-hidden />
              </div>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
