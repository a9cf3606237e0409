import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SUPPORT_EMAIL } from './contact';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    title: 'Qué es Citavet',
    body: (
      <p>
        Citavet es una plataforma online para que clínicas veterinarias y otros profesionales gestionen su
        agenda, sus servicios y su equipo, y para que sus clientes reserven turnos a través de una página
        pública.
      </p>
    ),
  },
  {
    title: 'Tu cuenta',
    body: (
      <>
        <p>
          Para usar el panel de gestión necesitas una cuenta con datos reales y actualizados. Eres responsable
          de mantener tu contraseña en secreto y de la actividad que se realice con tu cuenta.
        </p>
        <p>
          Si sospechas un uso no autorizado, cambia tu contraseña: al hacerlo se cierran tus otras sesiones.
        </p>
      </>
    ),
  },
  {
    title: 'Uso aceptable',
    body: (
      <ul>
        <li>No uses el servicio para actividades ilegales, engañosas o que perjudiquen a terceros.</li>
        <li>No intentes acceder a datos de otras clínicas ni eludir las medidas de seguridad.</li>
        <li>No envíes reservas falsas ni automatizadas a la página pública de una clínica.</li>
      </ul>
    ),
  },
  {
    title: 'Datos de los clientes de cada clínica',
    body: (
      <p>
        Cada clínica decide qué datos de sus clientes y mascotas registra y es responsable de ellos. Citavet
        los trata por cuenta de la clínica, solo para prestar el servicio, tal como se describe en la{' '}
        <Link to={paths.privacy} className="font-medium text-primary underline underline-offset-2">
          Política de Privacidad
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Planes y pagos',
    body: (
      <p>
        El plan Gratuito no tiene coste. Los planes de pago se facturan por adelantado según el período
        elegido y puedes cancelarlos en cualquier momento; la cancelación tiene efecto al final del período ya
        pagado. Los precios vigentes están en la página de{' '}
        <Link to={paths.pricing} className="font-medium text-primary underline underline-offset-2">
          Precios
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Disponibilidad y responsabilidad',
    body: (
      <p>
        Trabajamos para que Citavet esté disponible de forma continua, pero puede haber interrupciones por
        mantenimiento o causas ajenas. El servicio se ofrece tal cual; en la medida en que la ley lo permita,
        no respondemos de daños indirectos derivados de su uso.
      </p>
    ),
  },
  {
    title: 'Baja y eliminación de la cuenta',
    body: (
      <p>
        Puedes eliminar tu cuenta cuando quieras desde Configuración Personal. También podemos suspender
        cuentas que incumplan estos términos, avisándote salvo que la ley o la seguridad lo impidan.
      </p>
    ),
  },
  {
    title: 'Cambios y contacto',
    body: (
      <p>
        Si cambiamos estos términos de forma relevante te avisaremos con antelación. Estos términos se rigen
        por la legislación española. Para cualquier consulta escríbenos a{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-primary underline underline-offset-2">
          {SUPPORT_EMAIL}
        </a>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      title="Términos y Condiciones"
      description="Términos y condiciones de uso de Citavet, la agenda y reserva online de turnos para clínicas veterinarias."
      updatedAt="enero de 2025"
      intro={
        <p>
          Estos términos regulan el uso de Citavet. Al crear una cuenta o reservar un turno a través de la
          plataforma, aceptas estas condiciones.
        </p>
      }
      sections={sections}
    />
  );
}
