import {
  DUPLICATE_REASON_LABELS,
  type DuplicatePair,
} from '@citavet/domain/clients/client-duplicates.schema';
import { GitMerge, UserX } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api-error';
import { ClientSide } from './duplicate-client-side';
import { type DuplicatePairState, useDuplicatePair } from './use-duplicate-pair';

/** A likely duplicate: why, both clients side by side, which one is kept, and merge or dismiss. */
export function PairCard({ spaceId, pair }: { spaceId: string; pair: DuplicatePair }) {
  const state = useDuplicatePair(spaceId, pair);
  const { kept, merged } = state;
  const groupName = `keep-${pair.target.client.id}-${pair.source.client.id}`;
  return (
    <Card className="space-y-4 p-4">
      <div className="flex flex-wrap items-center gap-2">
        {pair.reasons.map((reason) => (
          <Badge key={reason} tone="warning">
            {DUPLICATE_REASON_LABELS[reason]}
          </Badge>
        ))}
      </div>
      <fieldset>
        <legend className="sr-only">
          Cliente que se conserva: {pair.target.client.name} o {pair.source.client.name}
        </legend>
        <div className="grid gap-3 md:grid-cols-2">
          {state.sides.map((side) => (
            <ClientSide
              key={side.client.id}
              spaceId={spaceId}
              client={side.client}
              bookingCount={side.bookingCount}
              groupName={groupName}
              isKept={side.client.id === state.keptId}
              onKeep={() => state.setKeptId(side.client.id)}
            />
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">
          Se conserva <strong className="text-slate-900">{kept.client.name}</strong>; {merged.client.name} se
          fusiona en él.
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button
            variant="outline"
            icon={<UserX className="size-4" aria-hidden />}
            onClick={() => state.setIsDismissing(true)}
          >
            No son duplicados
          </Button>
          <Button
            icon={<GitMerge className="size-4" aria-hidden />}
            onClick={() => state.setIsConfirming(true)}
          >
            Fusionar
          </Button>
        </div>
      </div>
      <PairDialogs pair={pair} state={state} />
    </Card>
  );
}

/** 'No son duplicados' and 'Fusionar' ask first; the merge says what moves to the kept client. */
function PairDialogs({ pair, state }: { pair: DuplicatePair; state: DuplicatePairState }) {
  const { kept, merged, merge, dismiss } = state;
  return (
    <>
      <ConfirmDialog
        isOpen={state.isDismissing}
        onOpenChange={(isOpen) => {
          state.setIsDismissing(isOpen);
          if (!isOpen) dismiss.reset();
        }}
        title="¿No son duplicados?"
        description={`${pair.target.client.name} y ${pair.source.client.name} son personas distintas: la pareja deja de sugerirse y los dos clientes quedan como están.`}
        confirmLabel="No son duplicados"
        onConfirm={() => void state.confirmDismiss()}
        isConfirming={dismiss.isPending}
        errorMessage={dismiss.isError ? getErrorMessage(dismiss.error, 'No se pudo guardar') : null}
      />
      <ConfirmDialog
        isOpen={state.isConfirming}
        onOpenChange={(isOpen) => {
          state.setIsConfirming(isOpen);
          if (!isOpen) merge.reset();
        }}
        title="¿Fusionar clientes?"
        description={`${merged.client.name} se fusiona en ${kept.client.name}: sus ${merged.client.pets.length} mascotas y ${merged.bookingCount} citas pasan a ${kept.client.name}, los datos que le faltan se completan y se conservan las notas de ambos. No se puede deshacer.`}
        confirmLabel="Fusionar"
        onConfirm={() => void state.confirmMerge()}
        isConfirming={merge.isPending}
        errorMessage={merge.isError ? getErrorMessage(merge.error, 'No se pudo fusionar') : null}
      />
    </>
  );
}
