import { Button } from './button';

/** A form's footer: 'Cancelar' (off while it saves) and its submit button, stacked on a phone. */
export function FormActions({
  submitLabel,
  onCancel,
  isSubmitting,
  isSubmitBlocked,
  formId,
}: {
  submitLabel: string;
  onCancel: () => void;
  isSubmitting: boolean;
  /** The form cannot be sent yet (something it needs is missing). */
  isSubmitBlocked?: boolean;
  /** The form's id, when the buttons stand outside its element (a dialog's footer). */
  formId?: string;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
        Cancelar
      </Button>
      <Button type="submit" form={formId} isLoading={isSubmitting} disabled={isSubmitBlocked}>
        {submitLabel}
      </Button>
    </div>
  );
}
