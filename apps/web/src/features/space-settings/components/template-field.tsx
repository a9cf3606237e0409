import { renderTemplate } from '@citavet/domain/reminders/reminder-template';
import { useRef } from 'react';
import { Textarea } from '@/components/ui/textarea';

interface TemplateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholders: readonly string[];
  sample: Readonly<Record<string, string>>;
  error?: string | undefined;
}

/** A template, its placeholders as buttons that insert them at the cursor, and a live preview. */
export function TemplateField({ label, value, onChange, placeholders, sample, error }: TemplateFieldProps) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const insert = (name: string) => {
    const field = ref.current;
    const at = field?.selectionStart ?? value.length;
    const end = field?.selectionEnd ?? at;
    onChange(`${value.slice(0, at)}{${name}}${value.slice(end)}`);
    requestAnimationFrame(() => {
      field?.focus();
      const caret = at + name.length + 2;
      field?.setSelectionRange(caret, caret);
    });
  };
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 space-y-2">
        <Textarea
          ref={ref}
          label={label}
          rows={7}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
        />
        <fieldset className="flex min-w-0 flex-wrap gap-1.5">
          <legend className="sr-only">{`Marcadores de ${label.toLowerCase()}`}</legend>
          {placeholders.map((name) => (
            <button
              key={name}
              type="button"
              onClick={() => insert(name)}
              className="rounded-md border border-slate-200 bg-slate-50 px-2 py-0.5 font-mono text-xs text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
            >
              {`{${name}}`}
            </button>
          ))}
        </fieldset>
      </div>
      <figure className="min-w-0 space-y-1.5">
        <figcaption className="text-sm font-medium text-slate-700">
          Vista previa con datos de ejemplo
        </figcaption>
        <div className="min-h-32 whitespace-pre-wrap [overflow-wrap:anywhere] rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          {renderTemplate(value, sample)}
        </div>
      </figure>
    </div>
  );
}
