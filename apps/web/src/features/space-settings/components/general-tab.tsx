import { CURRENCY_OPTIONS } from '@citavet/domain/services/currency-labels';
import { Controller, useFormContext } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { SpaceSettingsFormValues } from '../space-settings-form';
import { ColorField } from './color-field';
import { LogoField } from './logo-field';
import { RouteField } from './route-field';
import { SettingsSection } from './settings-section';
import { TimeZoneField } from './time-zone-field';

interface GeneralTabProps {
  spaceId: string;
  spaceName: string;
  savedRoute: string | null;
  canEdit: boolean;
}

export function GeneralTab({ spaceId, spaceName, savedRoute, canEdit }: GeneralTabProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SpaceSettingsFormValues>();
  return (
    <div className="space-y-6">
      <SettingsSection
        title="Información general"
        description="Cómo se presenta tu veterinaria a sus clientes."
      >
        <Input label="Nombre" isRequiredMarked error={errors.name?.message} {...register('name')} />
        <Textarea
          label="Descripción"
          rows={4}
          placeholder="Cuéntales a tus clientes qué ofrece tu veterinaria"
          error={errors.description?.message}
          {...register('description')}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TimeZoneField />
          <ColorField />
          <Controller
            control={control}
            name="defaultCurrency"
            render={({ field }) => (
              <Select
                label="Moneda de los servicios nuevos"
                id="espacio-moneda"
                options={CURRENCY_OPTIONS}
                helperText="Los servicios que ya existen conservan su moneda."
                error={errors.defaultCurrency?.message}
                {...field}
              />
            )}
          />
        </div>
      </SettingsSection>
      <SettingsSection title="Página pública" description="La dirección donde tus clientes reservan cita.">
        <RouteField savedRoute={savedRoute} />
      </SettingsSection>
      <SettingsSection title="Logo">
        <LogoField spaceId={spaceId} spaceName={spaceName} canEdit={canEdit} />
      </SettingsSection>
    </div>
  );
}
