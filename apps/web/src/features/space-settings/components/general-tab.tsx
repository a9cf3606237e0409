import { PET_SPECIES, PET_SPECIES_LABELS } from '@citavet/domain/pets/pet.schema';
import { CURRENCY_OPTIONS } from '@citavet/domain/services/currency-labels';
import { Controller, useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { SpaceSettingsFormValues } from '../space-settings-form';
import { ColorField } from './color-field';
import { EmbedSnippet } from './embed-snippet';
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
      <SettingsSection
        title="Especies que atiendes"
        description="El directorio de veterinarias muestra tu clínica a quien busca atención para estas especies."
      >
        <Controller
          control={control}
          name="speciesAttended"
          render={({ field }) => {
            const selected = field.value ?? [];
            return (
              <fieldset>
                <legend className="sr-only">Especies que atiendes</legend>
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {PET_SPECIES.map((species) => (
                    <Checkbox
                      key={species}
                      id={`espacio-especie-${species}`}
                      label={PET_SPECIES_LABELS[species]}
                      checked={selected.includes(species)}
                      disabled={!canEdit}
                      onBlur={field.onBlur}
                      onCheckedChange={(isChecked) =>
                        field.onChange(
                          PET_SPECIES.filter((known) =>
                            known === species ? isChecked : selected.includes(known),
                          ),
                        )
                      }
                    />
                  ))}
                </div>
                {errors.speciesAttended?.message ? (
                  <p className="mt-2 text-sm text-error">{errors.speciesAttended.message}</p>
                ) : null}
              </fieldset>
            );
          }}
        />
      </SettingsSection>
      <SettingsSection title="Página pública" description="La dirección donde tus clientes reservan cita.">
        <RouteField savedRoute={savedRoute} />
      </SettingsSection>
      <SettingsSection
        title="Reservas en tu web"
        description="Muestra tus horarios y recibe reservas desde la web de tu veterinaria."
      >
        <EmbedSnippet savedRoute={savedRoute} spaceName={spaceName} />
      </SettingsSection>
      <SettingsSection title="Logo">
        <LogoField spaceId={spaceId} spaceName={spaceName} canEdit={canEdit} />
      </SettingsSection>
    </div>
  );
}
