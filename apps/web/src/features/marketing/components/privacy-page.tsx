import { PRIVACY_EMAIL } from './contact';
import { LegalPage, type LegalSection } from './legal-page';

const sections: LegalSection[] = [
  {
    title: 'Qué datos tratamos',
    body: (
      <ul>
        <li>
          <strong>Datos de tu cuenta:</strong> nombre, email, teléfono (opcional) y contraseña, que guardamos
          cifrada de forma irreversible.
        </li>
        <li>
          <strong>Datos de las reservas:</strong> los datos de contacto que un cliente deja al reservar y la
          información del turno, que recibe la clínica elegida.
        </li>
        <li>
          <strong>Datos técnicos:</strong> registros de acceso necesarios para la seguridad del servicio, como
          la dirección IP y la fecha de cada solicitud.
        </li>
      </ul>
    ),
  },
  {
    title: 'Para qué los usamos',
    body: (
      <ul>
        <li>Prestar el servicio: gestionar tu cuenta, tu agenda y las reservas de tus clientes.</li>
        <li>
          Enviar los emails del servicio: confirmaciones, recordatorios, invitaciones y cambios de contraseña.
        </li>
        <li>Proteger la plataforma frente a abusos y accesos no autorizados.</li>
      </ul>
    ),
  },
  {
    title: 'Base legal',
    body: (
      <p>
        Tratamos tus datos porque son necesarios para ejecutar el contrato que aceptas al registrarte, por
        nuestro interés legítimo en mantener la seguridad del servicio y, cuando corresponda, con tu
        consentimiento.
      </p>
    ),
  },
  {
    title: 'Con quién los compartimos',
    body: (
      <p>
        No vendemos tus datos. Solo los compartimos con la clínica a la que reservas y con proveedores que nos
        ayudan a prestar el servicio (alojamiento y envío de emails), bajo contrato y con las garantías que
        exige el Reglamento General de Protección de Datos (RGPD).
      </p>
    ),
  },
  {
    title: 'Cuánto tiempo los conservamos',
    body: (
      <p>
        Conservamos los datos mientras tu cuenta esté activa. Al eliminarla borramos tus datos personales,
        salvo los que la ley nos obligue a conservar durante el plazo que establezca.
      </p>
    ),
  },
  {
    title: 'Tus derechos',
    body: (
      <p>
        Puedes acceder a tus datos, rectificarlos, suprimirlos, oponerte a su tratamiento, limitarlo o pedir
        su portabilidad escribiendo a{' '}
        <a href={`mailto:${PRIVACY_EMAIL}`} className="font-medium text-primary underline underline-offset-2">
          {PRIVACY_EMAIL}
        </a>
        . Si crees que no hemos atendido bien tu solicitud, puedes reclamar ante la Agencia Española de
        Protección de Datos.
      </p>
    ),
  },
  {
    title: 'Cookies y almacenamiento local',
    body: (
      <p>
        No usamos cookies publicitarias. El navegador guarda tu sesión en su almacenamiento local para que no
        tengas que iniciar sesión en cada visita; se borra al cerrar sesión.
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalPage
      title="Política de Privacidad"
      description="Qué datos trata Citavet, para qué, durante cuánto tiempo y cómo ejercer tus derechos sobre ellos."
      updatedAt="enero de 2025"
      intro={
        <p>
          En Citavet cuidamos los datos de las clínicas, de sus equipos y de sus clientes. Aquí explicamos qué
          datos tratamos, para qué y qué derechos tienes.
        </p>
      }
      sections={sections}
    />
  );
}
