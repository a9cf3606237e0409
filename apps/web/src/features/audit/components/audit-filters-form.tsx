import {
  AUDIT_ACTION_LABELS,
  AUDIT_RANGE_ORDER_MESSAGE,
  AuditActionSchema,
} from '@citavet/domain/audit/audit-event.schema';
import { X } from 'lucide-react';
import { useHostOptions } from '@/api/get-host-options';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { type AuditFilters, EMPTY_AUDIT_FILTERS, isDateRangeInverted } from '../audit-filters';

interface AuditFiltersFormProps {
  spaceId: string;
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
}

const ACTION_OPTIONS = [
  { value: '', label: 'Todas las acciones' },
  ...AuditActionSchema.options.map((action) => ({ value: action, label: AUDIT_ACTION_LABELS[action] })),
];

/** Usuario, acción and a clinic-local day range; a pet or client arrives by link and shows as a chip. */
export function AuditFiltersForm({ spaceId, filters, onChange }: AuditFiltersFormProps) {
  const members = useHostOptions(spaceId, { isEnabled: true });
  const userOptions = [
    { value: '', label: members.isError ? 'Todos (no se pudo cargar el equipo)' : 'Todos los usuarios' },
    ...(members.data ?? []).map((member) => ({ value: member.id, label: member.name })),
  ];
  // A user filter from a link is kept even before (or without) the team list.
  if (filters.userId && !userOptions.some((option) => option.value === filters.userId)) {
    userOptions.push({ value: filters.userId, label: 'Usuario seleccionado' });
  }
  const set = (patch: Partial<AuditFilters>) => onChange({ ...filters, ...patch });
  const hasFilters = Object.values(filters).some(Boolean);
  return (
    <Card className="space-y-4 p-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Select
          label="Usuario"
          options={userOptions}
          value={filters.userId}
          onChange={(event) => set({ userId: event.target.value })}
        />
        <Select
          label="Acción"
          options={ACTION_OPTIONS}
          value={filters.action}
          onChange={(event) => set({ action: event.target.value as AuditFilters['action'] })}
        />
        <Input
          label="Desde"
          type="date"
          value={filters.fromDate}
          max={filters.toDate || undefined}
          onChange={(event) => set({ fromDate: event.target.value })}
        />
        <Input
          label="Hasta"
          type="date"
          value={filters.toDate}
          min={filters.fromDate || undefined}
          error={isDateRangeInverted(filters) ? AUDIT_RANGE_ORDER_MESSAGE : undefined}
          onChange={(event) => set({ toDate: event.target.value })}
        />
      </div>
      {hasFilters && (
        <div className="flex flex-wrap items-center gap-2">
          {filters.petId && <FilterChip label="Mascota seleccionada" onRemove={() => set({ petId: '' })} />}
          {filters.clientId && (
            <FilterChip label="Cliente seleccionado" onRemove={() => set({ clientId: '' })} />
          )}
          <Button variant="ghost" size="sm" onClick={() => onChange(EMPTY_AUDIT_FILTERS)}>
            Limpiar filtros
          </Button>
        </div>
      )}
    </Card>
  );
}

function FilterChip({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-primary-tint py-1 pr-1 pl-3 text-sm font-medium text-primary">
      {label}
      <button
        type="button"
        onClick={onRemove}
        className="inline-flex cursor-pointer items-center rounded-full p-0.5 hover:bg-primary/10"
        aria-label={`Quitar el filtro: ${label}`}
      >
        <X className="size-3.5" aria-hidden />
      </button>
    </span>
  );
}
