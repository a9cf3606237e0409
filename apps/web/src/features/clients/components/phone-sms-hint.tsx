import { checkPhone, clinicRegion } from '@citavet/domain/clients/phone-e164';

export type ClinicPhoneFacts = { country: string | null; phone: string | null } | null;

/** What a typed phone is, read in the clinic's country: null for an empty field. */
export function phoneSmsCheck(phone: string | null | undefined, clinic: ClinicPhoneFacts) {
  if (!phone || phone.trim() === '') return null;
  return checkPhone(phone, clinic ? clinicRegion({ country: clinic.country, phones: [clinic.phone] }) : null);
}

/**
 * Under the phone field, as it is typed: the number as it will be stored (+34 600 12 34 56) and
 * whether it can receive SMS; a landline or a number that is not valid is said at once.
 */
export function PhoneSmsHint({ phone, clinic, id }: { phone: string; clinic: ClinicPhoneFacts; id: string }) {
  const check = phoneSmsCheck(phone, clinic);
  if (!check) return null;
  return (
    <p
      id={id}
      data-testid="phone-sms-hint"
      aria-live="polite"
      className={`-mt-2 text-xs ${check.canReceiveSms ? 'text-emerald-800' : 'text-amber-800'}`}
    >
      {check.isValid
        ? `${check.international} · ${check.canReceiveSms ? 'Puede recibir SMS' : check.smsProblem}`
        : check.smsProblem}
    </p>
  );
}
