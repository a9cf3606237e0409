import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPACE_ROLES } from '../users/user.schema';
import { canInSpace, isProfessionalRole, SPACE_ACTIONS, SPACE_PERMISSIONS } from './space-permissions';

// The decision that writes the table out is read back: the documented table and the code's cannot
// drift apart. Each row: '| action — what it means | ADMIN | MEMBER | RECEPTION |', ✓ or —.
function documentedTable(): Record<string, boolean[]> {
  const path = fileURLToPath(new URL('../../../../docs/decisions/072-reception-role.md', import.meta.url));
  const rows: Record<string, boolean[]> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const action = cells[1]?.split(' — ')[0]?.trim() ?? '';
    if (!(SPACE_ACTIONS as readonly string[]).includes(action) || cells.length < 6) continue;
    rows[action] = cells.slice(2, 5).map((cell) => cell === '✓');
  }
  return rows;
}

describe('the space permission table', () => {
  it('is the one decision 072 writes out, cell by cell', () => {
    const documented = documentedTable();
    expect(Object.keys(documented).sort()).toEqual([...SPACE_ACTIONS].sort());
    for (const action of SPACE_ACTIONS) {
      expect(documented[action], action).toEqual(SPACE_ROLES.map((role) => SPACE_PERMISSIONS[role][action]));
    }
  });

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
