import { useController, useFormContext } from 'react-hook-form';
import { fieldBorderClasses, inputClasses } from '@/components/ui/input';
import type { SpaceSettingsFormValues } from '../space-settings-form';

// The product's teal: what the public page uses while the clinic has chosen no colour.
const DEFAULT_BRAND_COLOR = '#0f766e';
const COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

/** The brand colour: a picker and the same value as text, for people who know their hex code. */
export function ColorField() {
  const { control } = useFormContext<SpaceSettingsFormValues>();
  const { field, fieldState } = useController({ control, name: 'color' });
  const value = field.value ?? '';
  const error = fieldState.error?.message;
  const messageId = error ? 'color-de-marca-error' : 'color-de-marca-helper';

  return (
    <div className="space-y-1.5">
      <label htmlFor="color-de-marca" className="block text-sm font-medium text-slate-700">
        Color de marca
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label="Elegir color de marca"
          value={COLOR_PATTERN.test(value) ? value : DEFAULT_BRAND_COLOR}
          onChange={(event) => field.onChange(event.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-control border border-slate-300 bg-white p-1 disabled:cursor-not-allowed"
        />
        <input
          id="color-de-marca"
          ref={field.ref}
          name={field.name}
          value={value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          placeholder={DEFAULT_BRAND_COLOR}
          maxLength={7}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={messageId}
          className={`${inputClasses} ${fieldBorderClasses(Boolean(error))} font-mono tabular-nums uppercase`}
        />
      </div>
      <p id={messageId} className={error ? 'text-sm text-error' : 'text-sm text-slate-500'}>
        {error ?? 'Se usa en tu página pública. Vacío: el color de Citavet.'}
      </p>
    </div>
  );
}
