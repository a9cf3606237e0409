import type { AddressSuggestion } from '@citavet/domain/geocoding/geocoding.schema';
import { MapPin, X } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { LazyLocationMap } from '@/components/map/lazy-location-map';
import type { MapPosition } from '@/components/map/map-position';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { SpaceSettingsFormValues } from '../space-settings-form';
import { AddressSearch } from './address-search';
import { SettingsSection } from './settings-section';

interface LocationTabProps {
  spaceName: string;
  canEdit: boolean;
}

const coordinateFormatter = new Intl.NumberFormat('es-ES', {
  minimumFractionDigits: 5,
  maximumFractionDigits: 6,
});

function asCoordinate(value: SpaceSettingsFormValues['latitude']): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

export function LocationTab({ spaceName, canEdit }: LocationTabProps) {
  const {
    register,
    setValue,
    watch,
    formState: { errors },
  } = useFormContext<SpaceSettingsFormValues>();
  const latitude = asCoordinate(watch('latitude'));
  const longitude = asCoordinate(watch('longitude'));
  const position = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const change = { shouldDirty: true, shouldValidate: true } as const;

  const placeMarker = ({ latitude: nextLatitude, longitude: nextLongitude }: MapPosition) => {
    setValue('latitude', nextLatitude, change);
    setValue('longitude', nextLongitude, change);
  };

  const applySuggestion = (suggestion: AddressSuggestion) => {
    setValue('address', suggestion.address, change);
    setValue('city', suggestion.city ?? '', change);
    setValue('state', suggestion.state ?? '', change);
    setValue('country', suggestion.country ?? '', change);
    placeMarker(suggestion);
  };

  const coordinateError = errors.latitude?.message ?? errors.longitude?.message;

  return (
    <SettingsSection
      title="Ubicación"
      description="Dónde está tu veterinaria: se muestra en tu página pública."
    >
      {canEdit && <AddressSearch onSelect={applySuggestion} />}
      <Input
        label="Dirección"
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-5 md:grid-cols-3">
        <Input
          label="Ciudad"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Input
          label="Provincia o estado"
          autoComplete="address-level1"
          error={errors.state?.message}
          {...register('state')}
        />
        <Input
          label="País"
          autoComplete="country-name"
          error={errors.country?.message}
          {...register('country')}
        />
      </div>
      {position ? (
        <div className="space-y-2">
          <LazyLocationMap
            position={position}
            label="Mapa de la ubicación"
            markerLabel={`Ubicación de ${spaceName}`}
            onPositionChange={canEdit ? placeMarker : undefined}
            className="h-72 border border-slate-200 md:h-80"
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
            <p>
              {canEdit &&
                'Arrastra el marcador, o selecciónalo y usa las flechas, para ajustar la posición. '}
              <span className="tabular-nums">
                Lat. {coordinateFormatter.format(position.latitude)}, long.{' '}
                {coordinateFormatter.format(position.longitude)}
              </span>
            </p>
            {canEdit && (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setValue('latitude', null, change);
                  setValue('longitude', null, change);
                }}
                icon={<X className="size-4" aria-hidden />}
              >
                Quitar del mapa
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
          <MapPin className="size-6 text-slate-400" aria-hidden />
          <p className="text-sm text-slate-600">
            {canEdit
              ? 'Busca la dirección de tu veterinaria para situarla en el mapa.'
              : 'La veterinaria aún no tiene su ubicación en el mapa.'}
          </p>
        </div>
      )}
      {coordinateError && <p className="text-sm text-error">{coordinateError}</p>}
    </SettingsSection>
  );
}
