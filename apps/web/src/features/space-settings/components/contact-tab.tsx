import { useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import type { SpaceSettingsFormValues } from '../space-settings-form';
import { SettingsSection } from './settings-section';

/** Phone, e-mail, WhatsApp and social links shown on the public page; checked with the server's rules. */
export function ContactTab() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SpaceSettingsFormValues>();
  return (
    <div className="space-y-6">
      <SettingsSection title="Contacto" description="Cómo pueden comunicarse contigo tus clientes.">
        <div className="grid gap-5 md:grid-cols-2">
          <Input
            label="Teléfono de contacto"
            type="tel"
            autoComplete="tel"
            placeholder="+34 910 000 000"
            error={errors.contactPhone?.message}
            {...register('contactPhone')}
          />
          <Input
            label="Email de contacto"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="hola@tuclinica.com"
            error={errors.contactEmail?.message}
            {...register('contactEmail')}
          />
          <Input
            label="WhatsApp"
            type="tel"
            placeholder="+34 600 000 000"
            helperText="Con el prefijo del país."
            error={errors.contactWhatsapp?.message}
            {...register('contactWhatsapp')}
          />
        </div>
      </SettingsSection>
      <SettingsSection title="Redes sociales">
        <div className="grid gap-5 md:grid-cols-2">
          <Input
            label="Instagram"
            placeholder="tuclinica"
            autoCapitalize="none"
            spellCheck={false}
            helperText="Tu usuario, sin @."
            error={errors.socialInstagram?.message}
            {...register('socialInstagram')}
          />
          <Input
            label="Facebook"
            placeholder="https://facebook.com/tuclinica"
            autoCapitalize="none"
            spellCheck={false}
            helperText="La URL de tu página o tu nombre de usuario."
            error={errors.socialFacebook?.message}
            {...register('socialFacebook')}
          />
          <Input
            label="Sitio web"
            type="url"
            inputMode="url"
            placeholder="https://www.tuclinica.com"
            autoCapitalize="none"
            spellCheck={false}
            error={errors.socialWebsite?.message}
            className="md:col-span-2"
            {...register('socialWebsite')}
          />
        </div>
      </SettingsSection>
    </div>
  );
}
