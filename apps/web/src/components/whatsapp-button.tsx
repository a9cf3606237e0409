import {
  clinicCallingCode,
  whatsappLink,
  whatsappNumber,
} from '@citavet/domain/communications/whatsapp-link';
import { Info } from 'lucide-react';
import { WhatsappGlyph } from '@/components/brand-icons';
import { buttonStyles } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';

export type WhatsappClinic = {
  country: string | null;
  contactPhone: string | null;
  contactWhatsapp: string | null;
  phone: string | null;
};

const NO_PHONE = 'El cliente no tiene teléfono: añádelo en sus datos para escribirle por WhatsApp.';
const NO_COUNTRY =
  'No sabemos el prefijo del país de este teléfono: escríbelo con + y el prefijo (por ejemplo +598…) o indica el país de la clínica en su configuración.';

/**
 * 'Enviar por WhatsApp': opens the staff member's WhatsApp (wa.me) with the text prefilled, in a new
 * tab. Without a usable number it shows why instead (decision 058); nothing is sent by Citavet.
 */
export function WhatsappButton({
  phone,
  whatsapp,
  clinic,
  text,
  size = 'sm',
}: {
  phone: string | null;
  /** The client's WhatsApp number when it differs from the phone; preferred. */
  whatsapp?: string | null;
  clinic: WhatsappClinic | null;
  text: string;
  size?: 'sm' | 'md';
}) {
  const raw = whatsapp || phone;
  const code = clinic
    ? clinicCallingCode({
        country: clinic.country,
        phones: [clinic.contactWhatsapp, clinic.contactPhone, clinic.phone],
      })
    : null;
  const number = whatsappNumber(raw, code);
  if (!number) {
    return (
      <Tooltip content={raw ? NO_COUNTRY : NO_PHONE}>
        <button
          type="button"
          aria-disabled="true"
          className={`${buttonStyles({ variant: 'outline', size })} cursor-not-allowed opacity-60`}
          data-testid="whatsapp-unavailable"
        >
          <WhatsappGlyph className="size-4" />
          WhatsApp no disponible
          <Info className="size-3.5" aria-hidden />
        </button>
      </Tooltip>
    );
  }
  return (
    <a
      href={whatsappLink(number, text)}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonStyles({ variant: 'outline', size })}
    >
      <WhatsappGlyph className="size-4" />
      Enviar por WhatsApp
      <span className="sr-only"> (se abre en una pestaña nueva)</span>
    </a>
  );
}
