import { type Client, CreateClientSchema } from '@citavet/domain/clients/client.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { notify } from '@/components/ui/toast';
import { getErrorMessage } from '@/lib/api-error';
import { markFieldErrors } from '@/lib/form-field-errors';
import { useSpaces } from '@/stores/spaces-store';
import { useCreateClient, useUpdateClient } from '../api/clients-api';
import { PhoneSmsHint } from './phone-sms-hint';

const FORM_ID = 'client-form';

interface ClientFormDialogProps {
  spaceId: string;
  /** The client to edit; none opens 'Nuevo Cliente'. */
  client: Client | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onCreated?: (client: Client) => void;
}

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  whatsapp: '',
  documentId: '',
  address: '',
  notes: '',
  reminderConsent: false,
  marketingConsent: false,
  smsConsent: false,
};

function toFormValues(client: Client) {
  return {
    name: client.name,
    email: client.email ?? '',
    phone: client.phone ?? '',
    whatsapp: client.whatsapp ?? '',
    documentId: client.documentId ?? '',
    address: client.address ?? '',
    notes: client.notes ?? '',
    reminderConsent: client.reminderConsent,
    marketingConsent: client.marketingConsent,
    smsConsent: client.smsConsent,
  };
}

/** 'Nuevo Cliente' / 'Editar Cliente', validated with the same schema as the API. */
export function ClientFormDialog({
  spaceId,
  client,
  isOpen,
  onOpenChange,
  onCreated,
}: ClientFormDialogProps) {
  const isEditing = client !== null;
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent
        title={isEditing ? 'Editar Cliente' : 'Nuevo Cliente'}
        description="Datos de contacto del dueño y sus consentimientos."
        className="max-w-2xl!"
      >
        {isOpen && (
          <ClientForm
            spaceId={spaceId}
            client={client}
            onDone={(saved) => {
              onOpenChange(false);
              if (!isEditing) onCreated?.(saved);
            }}
            onCancel={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ClientForm({
  spaceId,
  client,
  onDone,
  onCancel,
}: {
  spaceId: string;
  client: Client | null;
  onDone: (client: Client) => void;
  onCancel: () => void;
}) {
  const clinic = useSpaces().data?.find((space) => space.id === spaceId) ?? null;
  const phoneHintId = useId();
  const {
    form: {
      register,
      watch,
      control,
      formState: { errors, isSubmitting },
    },
    submit,
  } = useClientForm(spaceId, client, onDone);

  return (
    <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-4">
      {errors.root?.message && <Alert kind="error">{errors.root.message}</Alert>}
      <Input
        label="Nombre"
        isRequiredMarked
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Input label="Correo electrónico" type="email" error={errors.email?.message} {...register('email')} />
        <div className="space-y-2">
          <Input
            label="Teléfono"
            type="tel"
            error={errors.phone?.message}
            aria-describedby={phoneHintId}
            {...register('phone')}
          />
          <PhoneSmsHint phone={watch('phone') ?? ''} clinic={clinic} id={phoneHintId} />
        </div>
        <Input label="WhatsApp" type="tel" error={errors.whatsapp?.message} {...register('whatsapp')} />
        <Input
          label="Documento"
          helperText="DNI, RUT, CURP…"
          error={errors.documentId?.message}
          {...register('documentId')}
        />
      </div>
      <Input label="Dirección" error={errors.address?.message} {...register('address')} />
      <Textarea label="Notas" error={errors.notes?.message} {...register('notes')} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Consentimientos</legend>
        {CONSENTS.map((consent) => (
          <Controller
            key={consent.name}
            control={control}
            name={consent.name}
            render={({ field }) => (
              <Checkbox
                id={consent.id}
                label={consent.label}
                checked={Boolean(field.value)}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        ))}
      </fieldset>
      <FormActions
        formId={FORM_ID}
        submitLabel={client ? 'Guardar Cambios' : 'Crear Cliente'}
        onCancel={onCancel}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}

const CONSENTS = [
  { name: 'reminderConsent', id: 'client-reminder-consent', label: 'Acepta recibir recordatorios de citas' },
  { name: 'smsConsent', id: 'client-sms-consent', label: 'Acepta recibir recordatorios por SMS' },
  {
    name: 'marketingConsent',
    id: 'client-marketing-consent',
    label: 'Acepta recibir comunicaciones comerciales',
  },
] as const;

/**
 * The client's form, validated by the shared schema as fields are left, and its save: the API's
 * refusals of a field land on that field, any other under the title.
 */
function useClientForm(spaceId: string, client: Client | null, onDone: (client: Client) => void) {
  const creation = useCreateClient(spaceId);
  const update = useUpdateClient(spaceId, client?.id ?? '');
  const form = useForm({
    resolver: zodResolver(CreateClientSchema),
    mode: 'onTouched',
    defaultValues: client ? toFormValues(client) : EMPTY,
  });

  const { handleSubmit, setError } = form;
  const submit = handleSubmit(async (values) => {
    try {
      const result = client ? await update.mutateAsync(values) : await creation.mutateAsync(values);
      notify.success(
        result.message ?? (client ? 'Cliente actualizado exitosamente' : 'Cliente creado exitosamente'),
      );
      onDone(result.client);
    } catch (error) {
      if (markFieldErrors(error, setError)) return;
      setError('root', { message: getErrorMessage(error, 'No se pudo guardar el cliente') });
    }
  });

  return { form, submit };
}
