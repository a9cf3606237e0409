import type { Client } from '@citavet/domain/clients/client.schema';
import { ChevronDown, Download, History, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/spinner';
import { notify } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api-error';
import { useSpaceAccess } from '@/stores/use-space-access';
import { type ClientExportFormat, downloadClientData, useEraseClient } from '../api/client-privacy-api';

interface ClientPrivacyActionsProps {
  spaceId: string;
  client: Client;
}

/**
 * The client's privacy rights on their page (decision 037): 'Exportar datos' (JSON or CSV) for any
 * member, 'Borrar datos personales' for ADMINs, with a dialog saying what goes and what stays.
 */
export function ClientPrivacyActions({ spaceId, client }: ClientPrivacyActionsProps) {
  const { isAdmin } = useSpaceAccess();
  const erasure = useEraseClient(spaceId, client.id);
  const [exporting, setExporting] = useState<ClientExportFormat | null>(null);
  const [isEraseOpen, setIsEraseOpen] = useState(false);
  const [futureWarning, setFutureWarning] = useState<string | null>(null);

  const exportData = async (format: ClientExportFormat) => {
    setExporting(format);
    try {
      await downloadClientData(spaceId, client.id, format);
      notify.success(`Datos del cliente exportados (${format.toUpperCase()})`);
    } catch (error) {
      notify.error(getErrorMessage(error, 'No se pudieron exportar los datos del cliente'));
    } finally {
      setExporting(null);
    }
  };

  const erase = async () => {
    try {
      const result = await erasure.mutateAsync({ cancelFutureBookings: futureWarning !== null });
      notify.success(result.message ?? 'Datos personales del cliente borrados');
      setIsEraseOpen(false);
    } catch (error) {
      // Pending future appointments: the API says how many; confirming again cancels them first.
      if (error instanceof ApiError && error.code === 'CLIENT_HAS_FUTURE_BOOKINGS') {
        setFutureWarning(error.serverMessage ?? 'El cliente tiene citas futuras.');
      }
    }
  };

  const isErased = client.erasedAt !== null;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className={buttonStyles({ variant: 'outline', className: 'cursor-pointer' })}
          disabled={exporting !== null}
          aria-busy={exporting !== null || undefined}
        >
          {exporting ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
          Exportar datos
          <ChevronDown className="size-4" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => void exportData('json')}>Exportar en JSON</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void exportData('csv')}>Exportar en CSV</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {isAdmin && (
        <Link
          to={`${paths.space.audit(spaceId)}?clientId=${encodeURIComponent(client.id)}`}
          className={buttonStyles({ variant: 'ghost' })}
        >
          <History className="size-4" aria-hidden />
          Auditoría
        </Link>
      )}
      {isAdmin && !isErased && (
        <Button
          variant="outline"
          className="text-error! hover:text-error!"
          icon={<ShieldOff className="size-4" aria-hidden />}
          onClick={() => {
            setFutureWarning(null);
            erasure.reset();
            setIsEraseOpen(true);
          }}
        >
          Borrar datos personales
        </Button>
      )}
      <ConfirmDialog
        isOpen={isEraseOpen}
        onOpenChange={setIsEraseOpen}
        title="Borrar datos personales"
        description={futureWarning ?? 'Esta acción no se puede deshacer.'}
        confirmLabel={futureWarning ? 'Cancelar citas y borrar' : 'Borrar datos personales'}
        isDestructive
        isConfirming={erasure.isPending}
        errorMessage={
          erasure.isError && !futureWarning
            ? getErrorMessage(erasure.error, 'No se pudieron borrar los datos personales')
            : null
        }
        onConfirm={() => void erase()}
      >
        <div className="mt-4 space-y-3 text-sm text-slate-700">
          <div>
            <p className="font-medium text-slate-900">Se borra:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              <li>Nombre, correo, teléfono, WhatsApp, documento, dirección y notas del cliente</li>
              <li>Nombres, microchips y demás datos identificativos de sus mascotas</li>
              <li>Los datos de contacto y las notas de sus citas</li>
            </ul>
          </div>
          <div>
            <p className="font-medium text-slate-900">Se conserva:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              <li>Fecha, servicio, profesional y precio de cada cita (estadísticas)</li>
              <li>La especie de cada mascota</li>
              <li>Las historias clínicas, documento legal que se guarda el plazo obligatorio</li>
            </ul>
          </div>
          <p>Las citas futuras pendientes se cancelan antes de borrar. Queda registrado en Auditoría.</p>
        </div>
      </ConfirmDialog>
    </>
  );
}
