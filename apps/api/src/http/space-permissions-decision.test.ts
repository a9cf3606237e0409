import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SPACE_ACTIONS, SPACE_PERMISSIONS } from '@citavet/domain/members/space-permissions';
import { SPACE_ROLES } from '@citavet/domain/users/user.schema';
import { describe, expect, it } from 'vitest';

// The decision that writes the permission table out is read back: the documented table and the one
// the API enforces cannot drift apart. Each row: '| action — meaning | ADMIN | MEMBER | RECEPTION |'.
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
});
