// What a Kannel delivery report says about a message. Kannel calls the dlr-url with %d, the report
// type: 1 delivered to the phone, 2 not delivered to the phone, 4 queued at the carrier, 8 accepted
// by the carrier, 16 refused by the carrier; and %A, the carrier's answer, which for SMPP carries
// 'stat:DELIVRD', 'stat:EXPIRED', 'stat:UNDELIV', 'stat:REJECTD'… and an 'err:' code.

export type DeliveryOutcome =
  | { isFinal: true; status: 'DELIVERED' | 'UNDELIVERED' | 'EXPIRED'; reason: string | null }
  | { isFinal: false };

export const DELIVERY_REPORT_TYPES = [1, 2, 4, 8, 16] as const;

/** The reason the client's log shows for a message the carrier did not deliver. */
function failureReason(type: number, answer: string, stat: string | null): string {
  const prefix = type === 16 ? 'La operadora rechazó el SMS' : 'El SMS no llegó al teléfono';
  const detail = answer.trim().slice(0, 200);
  return detail ? `${prefix} (${stat ?? detail})` : prefix;
}

export function deliveryOutcome(type: number, answer: string): DeliveryOutcome {
  const stat = /stat:([A-Z]+)/i.exec(answer)?.[1]?.toUpperCase() ?? null;
  if (type === 1) return { isFinal: true, status: 'DELIVERED', reason: null };
  if (type === 2 || type === 16) {
    if (stat === 'EXPIRED')
      return { isFinal: true, status: 'EXPIRED', reason: 'El SMS caducó sin llegar al teléfono' };
    return { isFinal: true, status: 'UNDELIVERED', reason: failureReason(type, answer, stat) };
  }
  return { isFinal: false };
}
