import { describe, expect, it } from 'vitest';
import {
  communicationReason,
  communicationStatus,
  communicationStatusLabel,
} from '../communications/communication-log.schema';
import { deliveryOutcome } from './delivery-report';

describe('deliveryOutcome', () => {
  it('delivered (1) is final', () => {
    expect(deliveryOutcome(1, 'id:1 sub:001 dlvrd:001 stat:DELIVRD err:000')).toEqual({
      isFinal: true,
      status: 'DELIVERED',
      reason: null,
    });
  });

  it('accepted (8) and queued (4) at the carrier are not final', () => {
    expect(deliveryOutcome(8, 'ACK/')).toEqual({ isFinal: false });
    expect(deliveryOutcome(4, '')).toEqual({ isFinal: false });
  });

  it('expired is told apart from undelivered, and a refusal carries its status', () => {
    expect(deliveryOutcome(2, 'id:1 stat:EXPIRED err:000')).toMatchObject({ status: 'EXPIRED' });
    expect(deliveryOutcome(2, 'id:1 stat:UNDELIV err:001')).toEqual({
      isFinal: true,
      status: 'UNDELIVERED',
      reason: 'El SMS no llegó al teléfono (UNDELIV)',
    });
    expect(deliveryOutcome(16, 'NACK/0x0000000b/Invalid Destination Address')).toEqual({
      isFinal: true,
      status: 'UNDELIVERED',
      reason: 'La operadora rechazó el SMS (NACK/0x0000000b/Invalid Destination Address)',
    });
    expect(deliveryOutcome(2, '')).toMatchObject({ reason: 'El SMS no llegó al teléfono' });
  });
});

describe('the communication log of an SMS', () => {
  const base = { status: 'SENT' as const, sendAfter: new Date(0), lastError: null };
  it('shows what the delivery report said, with the reason', () => {
    expect(communicationStatus({ ...base, deliveryStatus: null }, new Date())).toBe('sent');
    expect(communicationStatusLabel('sent', 'sms')).toBe('Enviado a la pasarela');
    expect(communicationStatusLabel('pending', 'sms')).toBe('En cola');
    expect(communicationStatusLabel('sent', 'email')).toBe('Enviado');
    expect(communicationStatus({ ...base, deliveryStatus: 'DELIVERED' }, new Date())).toBe('delivered');
    expect(communicationStatus({ ...base, deliveryStatus: 'EXPIRED' }, new Date())).toBe('expired');
    const failed = communicationStatus({ ...base, deliveryStatus: 'UNDELIVERED' }, new Date());
    expect(failed).toBe('failed');
    expect(communicationReason(failed, null, 'La operadora rechazó el SMS (REJECTD)')).toBe(
      'La operadora rechazó el SMS (REJECTD)',
    );
    expect(communicationReason('delivered', null, null)).toBeNull();
  });
});
