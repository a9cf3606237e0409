import { addDays, instantToZonedParts } from '@citavet/domain/time/zoned-time';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useHostOptions } from '@/api/get-host-options';
import { Card } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSpaceAccess } from '@/stores/use-space-access';
import type { ReportFilter } from '../api/reports-api';
import { type PeriodChoice, PeriodPicker } from './period-picker';
import { ReportsBody, ReportsHeader } from './reports-page-sections';
import { useReports } from './use-reports';

/**
 * /dashboard/{spaceId}/reportes: the clinic's week at a glance. An ADMIN sees everyone
 * and may pick one professional; a MEMBER sees only their own figures (the API enforces it).
 */
export function ReportsPage() {
  useDocumentTitle('Reportes');
  const { spaceId = '' } = useParams();
  const { user, currentSpace, isAdmin } = useSpaceAccess();
  const timeZone = currentSpace?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const today = useMemo(() => instantToZonedParts(Date.now(), timeZone).date, [timeZone]);
  const [choice, setChoice] = useState<PeriodChoice>(() => ({
    preset: 'last-30-days',
    period: { from: addDays(today, -29), to: today },
  }));
  const [hostId, setHostId] = useState('');
  const hosts = useHostOptions(spaceId, { isEnabled: isAdmin });
  const filter: ReportFilter = { ...choice.period, ...(hostId ? { hostId } : {}) };
  const reports = useReports(spaceId, filter);

  return (
    <div className="space-y-6 pb-20 xs:pb-0">
      <ReportsHeader isAdmin={isAdmin} filter={filter} timeZone={currentSpace?.timeZone} reports={reports} />
      <Card className="flex flex-wrap items-end gap-3 p-4">
        <PeriodPicker today={today} value={choice} onChange={setChoice} />
        {isAdmin ? (
          <Select
            label="Profesional"
            value={hostId}
            onChange={(event) => setHostId(event.target.value)}
            options={[
              { value: '', label: 'Todos' },
              ...(hosts.data ?? []).map((host) => ({ value: host.id, label: host.name })),
            ]}
            className="w-56"
          />
        ) : (
          <p className="text-sm text-slate-600">Ves solo tus propias cifras{user ? `, ${user.name}` : ''}.</p>
        )}
      </Card>
      <ReportsBody spaceId={spaceId} reports={reports} fileSuffix={`${filter.from}-${filter.to}`} />
    </div>
  );
}
