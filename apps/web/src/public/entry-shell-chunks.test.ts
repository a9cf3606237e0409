import { describe, expect, it } from 'vitest';
import { entryShellChunkGroups } from './entry-shell-chunks';

// spa → router → react; public → page → react; page → format.
const imports: Record<string, string[]> = {
  '/spa.tsx': ['/router.ts', '/react.js'],
  '/public.tsx': ['/page.tsx', '/react.js'],
  '/router.ts': ['/react.js'],
  '/page.tsx': ['/format.ts'],
  '/react.js': [],
  '/format.ts': [],
};
const graph = { getModuleInfo: (moduleId: string) => ({ importedIds: imports[moduleId] ?? [] }) };

describe('entryShellChunkGroups', () => {
  const groups = entryShellChunkGroups({ index: '/spa.tsx', public: '/public.tsx' });
  const shellOf = (moduleId: string) =>
    groups.map((group) => group.name(moduleId, graph)).filter((name) => name !== null);

  it('puts each module in the shell of exactly the entries that import it', () => {
    expect(shellOf('/react.js')).toEqual(['shell-index-public']);
    expect(shellOf('/router.ts')).toEqual(['shell-index']);
    expect(shellOf('/page.tsx')).toEqual(['shell-public']);
    expect(shellOf('/format.ts')).toEqual(['shell-public']);
  });

  it('leaves the entry scripts in their own entry chunks', () => {
    expect(shellOf('/spa.tsx')).toEqual([]);
    expect(shellOf('/public.tsx')).toEqual([]);
  });

  it('lets the shared shell claim modules first', () => {
    const priorities = Object.fromEntries(groups.map((group) => [group.debugName, group.priority]));
    expect(priorities['shell-index-public']).toBeGreaterThan(priorities['shell-index'] ?? Infinity);
    expect(priorities['shell-index-public']).toBeGreaterThan(priorities['shell-public'] ?? Infinity);
  });
});
