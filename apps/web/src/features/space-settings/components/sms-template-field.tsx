import { smsPreview } from '@citavet/domain/reminders/reminder-channels';
import { MAX_SMS_SEGMENTS, type SmsAccentMode } from '@citavet/domain/sms/sms-encoding';
import { useId } from 'react';
import { Textarea } from '@/components/ui/textarea';

interface SmsTemplateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  sample: Readonly<Record<string, string>>;
  accents: SmsAccentMode;
  error?: string | undefined;
}

/**
 * An SMS template with its counter, measured as it will go (sample values filled in, accents as the
 * space chose): the encoding, the characters left in the last segment and the segments, as you type;
 * the preview shows the text the phone receives. Over the maximum it turns red and saving is refused.
 */
export function SmsTemplateField({ label, value, onChange, sample, accents, error }: SmsTemplateFieldProps) {
  const counterId = useId();
  const preview = smsPreview(value, sample, accents);
  const isOver = preview.segments > MAX_SMS_SEGMENTS;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="min-w-0 space-y-2">
        <Textarea
          label={label}
          rows={4}
          value={value}
          error={error}
          aria-describedby={counterId}
          onChange={(event) => onChange(event.target.value)}
        />
        <p
          id={counterId}
          data-testid="sms-counter"
          aria-live="polite"
          className={`flex flex-wrap gap-x-3 gap-y-1 text-xs ${isOver ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          <span>
            Codificación: <strong data-testid="sms-encoding">{preview.encoding}</strong>
          </span>
          <span>
            Quedan <strong data-testid="sms-remaining">{preview.remaining}</strong> caracteres
          </span>
          <span>
            <strong data-testid="sms-segments">{preview.segments}</strong>{' '}
            {preview.segments === 1 ? 'segmento' : 'segmentos'} (máximo {MAX_SMS_SEGMENTS})
          </span>
        </p>
        {preview.encoding === 'UCS-2' && (
          <p className="text-xs text-amber-800">
            {`Estos caracteres no caben en GSM-7 y reducen cada SMS a 70: ${preview.nonGsmCharacters.join(' ')}`}
          </p>
        )}
      </div>
      <figure className="min-w-0 space-y-1.5">
        <figcaption className="text-sm font-medium text-slate-700">Vista previa del SMS</figcaption>
        <div
          data-testid="sms-preview"
          className="min-h-20 whitespace-pre-wrap [overflow-wrap:anywhere] rounded-2xl rounded-bl-sm border border-slate-200 bg-slate-100 p-3 text-sm text-slate-800"
        >
          {preview.text}
        </div>
      </figure>
    </div>
  );
}
