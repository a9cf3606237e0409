import type { MemberSpace } from '@citavet/domain/spaces/space.schema';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { notify } from '@/components/ui/toast';
import { useButtonFeedback } from '@/components/ui/use-button-feedback';
import { isApiError } from '@/lib/api-error';
import { useUpdateSpaceSettings } from '../api/update-space-settings';
import { failureMessage } from '../failure-message';
import { SETTINGS_TABS, type SettingsTab } from '../settings-tabs';
import {
  FIELD_TABS,
  isSettingsField,
  pickChanges,
  SpaceSettingsFormSchema,
  type SpaceSettingsFormValues,
  toFormValues,
} from '../space-settings-form';

const SAVE_FAILED = 'Error al guardar la configuración';

function firstTabWithError(errors: FieldErrors<SpaceSettingsFormValues>): SettingsTab | null {
  const field = SETTINGS_TABS.flatMap((tab) =>
    Object.keys(errors).filter((name) => isSettingsField(name) && FIELD_TABS[name] === tab.value),
  )[0];
  return field && isSettingsField(field) ? FIELD_TABS[field] : null;
}

/**
 * The space's settings form: it sends only what changed, and a refusal marks its fields, opens the
 * first one's tab and says so in a banner; invalid fields on submit open their tab too.
 */
export function useSpaceSettingsForm(
  space: MemberSpace,
  activeTab: SettingsTab,
  setActiveTab: (tab: SettingsTab) => void,
) {
  const form = useForm({
    resolver: zodResolver(SpaceSettingsFormSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(space),
  });
  // Read while rendering, so the form state tracks which fields changed.
  const { dirtyFields } = form.formState;
  const update = useUpdateSpaceSettings(space.id);
  const saveState = useButtonFeedback(update);
  const [saveError, setSaveError] = useState<string | null>(null);

  const submit = form.handleSubmit(
    (values) => {
      setSaveError(null);
      update.mutate(pickChanges(values, dirtyFields), {
        onSuccess: ({ space: saved, message }) => {
          form.reset(toFormValues(saved));
          notify.success(message ?? 'Configuración guardada');
        },
        onError: (error) => {
          const fieldDetails = isApiError(error)
            ? error.details.filter((detail) => isSettingsField(detail.field))
            : [];
          for (const detail of fieldDetails) {
            if (isSettingsField(detail.field)) {
              form.setError(
                detail.field,
                { type: 'server', message: detail.message },
                { shouldFocus: false },
              );
            }
          }
          const firstField = fieldDetails[0]?.field;
          if (firstField && isSettingsField(firstField)) setActiveTab(FIELD_TABS[firstField]);
          // The fields already say what is wrong; the banner then only points at them.
          setSaveError(
            fieldDetails.length > 0
              ? `${SAVE_FAILED}. Revisa los campos marcados.`
              : failureMessage(SAVE_FAILED, error),
          );
        },
      });
    },
    (invalid) => {
      const tab = firstTabWithError(invalid);
      if (tab && tab !== activeTab) setActiveTab(tab);
    },
  );

  return { form, update, saveState, saveError, setSaveError, submit };
}
