import { SMS_ACCENT_LABELS } from '@citavet/domain/reminders/reminder-channels';
import { type SmsAccentMode, SmsAccentModes } from '@citavet/domain/sms/sms-encoding';
import { Alert } from '@/components/ui/alert';
import { Select } from '@/components/ui/select';

interface SmsSectionProps {
  accents: SmsAccentMode;
  onAccentsChange: (accents: SmsAccentMode) => void;
  status:
    | {
        isEnabled: boolean;
        reason: string | null;
        monthlySegmentQuota: number;
        segmentsUsedThisMonth: number;
        usageLabel: string;
        planName: string | null;
        quotaSpentMessage: string | null;
      }
    | undefined;
}

/** The space's SMS: whether the server can send them (and why not), the month's segments, accents. */
export function SmsSection({ accents, onAccentsChange, status }: SmsSectionProps) {
  return (
    <div className="space-y-4">
      {status && !status.isEnabled && <Alert kind="info">{status.reason}</Alert>}
      {status?.isEnabled && (
        <p className="text-sm text-slate-700" data-testid="sms-usage">
          {`${status.usageLabel}${status.planName ? ` (plan ${status.planName})` : ''}. Al agotarse, los SMS se detienen hasta el mes siguiente y se avisa a los administradores.`}
        </p>
      )}
      {status?.isEnabled && status.quotaSpentMessage && (
        <Alert kind="warning">{status.quotaSpentMessage}</Alert>
      )}
      <Select
        label="Tildes en los SMS"
        options={SmsAccentModes.map((mode) => ({ value: mode, label: SMS_ACCENT_LABELS[mode] }))}
        value={accents}
        className="max-w-md"
        helperText="Sin tildes cada SMS admite 160 caracteres; con una sola á, í, ó o ú, solo 70."
        onChange={(event) => onAccentsChange(event.target.value as SmsAccentMode)}
      />
    </div>
  );
}
