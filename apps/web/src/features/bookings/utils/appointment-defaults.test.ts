import { describe, expect, it } from 'vitest';
import { clientStepDefaults, firstFreeSlot } from './appointment-defaults';

describe('firstFreeSlot', () => {
  it('is the earliest available slot, whatever the order of services', () => {
    const slots = [
      { startTime: '10:00', available: true, serviceId: 'b' },
      { startTime: '08:00', available: false, serviceId: 'a' },
      { startTime: '08:30', available: true, serviceId: 'a' },
      { startTime: '09:00', available: true, serviceId: 'b' },
    ];
    expect(firstFreeSlot(slots)).toEqual({ startTime: '08:30', available: true, serviceId: 'a' });
  });

  it('is null when nothing is free', () => {
    expect(firstFreeSlot([{ startTime: '08:00', available: false }])).toBeNull();
    expect(firstFreeSlot([])).toBeNull();
  });
});

describe('clientStepDefaults', () => {
  it('takes a link’s client, pet and reason for a new appointment', () => {
    expect(
      clientStepDefaults(null, { date: '2026-12-03', clientId: 'c', petId: 'p', reason: 'Próximo control' }),
    ).toMatchObject({ clientId: 'c', petId: 'p', reason: 'Próximo control' });
  });

  it('ignores a pet without its client, and starts empty without a draft', () => {
    expect(clientStepDefaults(null, { date: '2026-12-03', petId: 'p' })).toMatchObject({
      clientId: '',
      petId: '',
    });
    expect(clientStepDefaults(null)).toMatchObject({ clientId: '', petId: '', reason: '' });
  });
});
