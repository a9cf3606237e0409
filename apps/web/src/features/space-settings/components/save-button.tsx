import { Save } from 'lucide-react';
import { Button, type ButtonState } from '@/components/ui/button';

const LABELS: Record<ButtonState, string> = {
  idle: 'Guardar Cambios',
  loading: 'Guardando...',
  success: 'Guardado',
  error: 'Error',
};

interface SaveButtonProps {
  state: ButtonState;
  hasChanges: boolean;
  /** Saving waits until every field is valid again, as every form of the app does. */
  hasErrors: boolean;
  form: string;
}

function idleHint(hasChanges: boolean, hasErrors: boolean): string | undefined {
  if (!hasChanges) return 'No hay cambios sin guardar';
  if (hasErrors) return 'Corrige los campos marcados para guardar';
  return undefined;
}

/** The save-button cycle: Guardar Cambios → Guardado / Error for 2 s → Guardar Cambios. */
export function SaveButton({ state, hasChanges, hasErrors, form }: SaveButtonProps) {
  const hint = state === 'idle' ? idleHint(hasChanges, hasErrors) : undefined;
  return (
    <Button
      type="submit"
      form={form}
      state={state}
      // Nothing to save, or something to fix first: the button waits and says why in its title.
      disabled={hint !== undefined}
      title={hint}
      icon={<Save className="size-4" aria-hidden />}
    >
      {LABELS[state]}
    </Button>
  );
}
