import type { DuplicatePair } from '@citavet/domain/clients/client-duplicates.schema';
import { useState } from 'react';
import { notify } from '@/components/ui/toast';
import { useDismissDuplicateClients, useMergeClients } from '../api/client-duplicates-api';

/**
 * One likely duplicate's choice and answers: which client is kept (the older one is suggested; the
 * staff may keep the other instead), the merge into it, or 'No son duplicados'. A refusal stays in
 * its dialog (the mutation's error).
 */
export function useDuplicatePair(spaceId: string, pair: DuplicatePair) {
  const merge = useMergeClients(spaceId);
  const dismiss = useDismissDuplicateClients(spaceId);
  const [isDismissing, setIsDismissing] = useState(false);
  const [keptId, setKeptId] = useState(pair.target.client.id);
  const [isConfirming, setIsConfirming] = useState(false);
  const sides = [pair.target, pair.source];
  const kept = sides.find((side) => side.client.id === keptId) ?? pair.target;
  const merged = sides.find((side) => side.client.id !== keptId) ?? pair.source;

  const confirmMerge = async () => {
    try {
      const result = await merge.mutateAsync({ targetId: kept.client.id, sourceId: merged.client.id });
      notify.success(result.message ?? 'Clientes fusionados exitosamente');
      setIsConfirming(false);
    } catch {
      // Shown inside the dialog (merge.error).
    }
  };

  const confirmDismiss = async () => {
    try {
      const result = await dismiss.mutateAsync({
        targetId: pair.target.client.id,
        sourceId: pair.source.client.id,
      });
      notify.success(result.message ?? 'Marcados como no duplicados');
      setIsDismissing(false);
    } catch {
      // Shown inside the dialog (dismiss.error).
    }
  };

  return {
    sides,
    keptId,
    setKeptId,
    kept,
    merged,
    merge,
    dismiss,
    isConfirming,
    setIsConfirming,
    isDismissing,
    setIsDismissing,
    confirmMerge,
    confirmDismiss,
  };
}

export type DuplicatePairState = ReturnType<typeof useDuplicatePair>;
