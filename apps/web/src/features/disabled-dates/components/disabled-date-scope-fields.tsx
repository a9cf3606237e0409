import type { DisabledDateScope } from '@citavet/domain/disabled-dates/disabled-date.schema';
import { SPACE_ROLE_LABELS } from '@citavet/domain/members/space-permissions';
import { clsx } from 'clsx';
import { Building2, type LucideIcon, UserRound } from 'lucide-react';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import type { HostOption } from '@/api/get-host-options';
import { Select } from '@/components/ui/select';
import { getErrorMessage } from '@/lib/api-error';
import type { DisabledDateFormValues } from '../disabled-date-form-schema';

const scopeChoices = [
  {
    value: 'SPACE',
    label: 'Todo el espacio',
    description: 'Nadie puede recibir citas en ese periodo.',
    icon: Building2,
  },
  {
    value: 'HOST',
    label: 'Un host',
    description: 'Solo se bloquea la agenda del host elegido.',
    icon: UserRound,
  },
] as const satisfies readonly {
  value: DisabledDateScope;
  label: string;
  description: string;
  icon: LucideIcon;
}[];

const roleLabels = SPACE_ROLE_LABELS;

interface DisabledDateScopeFieldsProps {
  control: Control<DisabledDateFormValues>;
  errors: FieldErrors<DisabledDateFormValues>;
  scope: DisabledDateScope;
  onScopeChange: (scope: DisabledDateScope) => void;
  hosts: readonly HostOption[];
  isLoadingHosts: boolean;
  hostsError: unknown;
}

/** Admins only: whom the entry blocks, and which host when it is one. */
export function DisabledDateScopeFields({
  control,
  errors,
  scope,
  onScopeChange,
  hosts,
  isLoadingHosts,
  hostsError,
}: DisabledDateScopeFieldsProps) {
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Alcance</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {scopeChoices.map((choice) => {
            const isChosen = scope === choice.value;
            const Icon = choice.icon;
            return (
              <label
                key={choice.value}
                className={clsx(
                  'flex cursor-pointer gap-3 rounded-control border p-3 transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                  isChosen ? 'border-primary bg-primary-tint/50' : 'border-slate-300 hover:border-slate-400',
                )}
              >
                <input
                  type="radio"
                  name="scope"
                  value={choice.value}
                  checked={isChosen}
                  onChange={() => onScopeChange(choice.value)}
                  className="sr-only"
                />
                <Icon
                  className={clsx('mt-0.5 size-5 shrink-0', isChosen ? 'text-primary' : 'text-slate-500')}
                  aria-hidden
                />
                <span className="space-y-0.5">
                  <span className="block text-sm font-medium text-slate-900">{choice.label}</span>
                  <span className="block text-xs text-slate-600">{choice.description}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      {scope === 'HOST' && (
        // Controlled: a registered native select can lose its value before the options arrive.
        <Controller
          control={control}
          name="hostId"
          render={({ field }) => (
            <Select
              label="Profesional"
              id="fecha-deshabilitada-host"
              placeholder={isLoadingHosts ? 'Cargando miembros...' : 'Selecciona un host'}
              options={hosts.map((host) => ({
                value: host.id,
                label: `${host.name} (${roleLabels[host.role]})`,
              }))}
              disabled={isLoadingHosts}
              error={
                errors.hostId?.message ??
                (hostsError ? getErrorMessage(hostsError, 'No se pudieron cargar los miembros') : undefined)
              }
              {...field}
            />
          )}
        />
      )}
    </div>
  );
}
