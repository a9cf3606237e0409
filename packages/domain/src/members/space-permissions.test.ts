import { describe, expect, it } from 'vitest';
import { SPACE_ROLES } from '../users/user.schema';
import { canInSpace, isProfessionalRole, SPACE_ACTIONS } from './space-permissions';

describe('the space permission table', () => {
  it('gives an ADMIN everything and RECEPTION nothing clinical, no settings, no figures', () => {
    for (const action of SPACE_ACTIONS) expect(canInSpace('ADMIN', action)).toBe(true);
    for (const action of [
      'records.readContent',
      'records.write',
      'clients.export',
      'settings.manage',
      'members.manage',
      'audit.read',
      'reports.readOwn',
      'reports.readAll',
    ] as const) {
      expect(canInSpace('RECEPTION', action)).toBe(false);
    }
    expect(canInSpace(null, 'clients.manage')).toBe(false);
    expect(SPACE_ROLES.filter(isProfessionalRole)).toEqual(['ADMIN', 'MEMBER']);
  });
});
