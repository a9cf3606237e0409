// Build-time only (vite.config.ts). Everything an entry needs at start-up goes into one "shell"
// chunk, so a phone pays one round trip rather than one per shared module. With two entries
// (index.html, public.html) a single shell for both would make the public page download the SPA's
// router and stores, so each module goes to the shell of the set of entries that import it
// statically: shell-index-public (both: React, TanStack Query, the API client…), shell-public (the
// public page only) and shell-index (the SPA only). docs/decisions/011-public-page-entry.md. Since
// the public page is a build of its own (decision 084), each build passes one entry and gets one shell.

interface ModuleGraph {
  getModuleInfo(moduleId: string): { importedIds: readonly string[] } | null;
}

/** The options of one code-splitting group this file builds (a subset of Rolldown's). */
export interface ShellChunkGroup {
  name: (moduleId: string, graph: ModuleGraph) => string | null;
  debugName: string;
  tags: ['$initial'];
  priority: number;
}

/** moduleId → names of the entries whose static imports reach it, in the order given. */
function entriesByModule(entryModules: Record<string, string>, graph: ModuleGraph): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  for (const [entryName, entryModule] of Object.entries(entryModules)) {
    const pending = [entryModule];
    const seen = new Set<string>();
    for (let moduleId = pending.pop(); moduleId !== undefined; moduleId = pending.pop()) {
      if (seen.has(moduleId)) continue;
      seen.add(moduleId);
      reached.set(moduleId, [...(reached.get(moduleId) ?? []), entryName]);
      pending.push(...(graph.getModuleInfo(moduleId)?.importedIds ?? []));
    }
  }
  return reached;
}

/** Every non-empty subset of the entries, the largest first (their shell is claimed first). */
function entrySets(entryNames: string[]): string[][] {
  const subsets: string[][] = [];
  for (let mask = 1; mask < 2 ** entryNames.length; mask++) {
    subsets.push(entryNames.filter((_, index) => mask & (2 ** index)));
  }
  return subsets.sort((first, second) => second.length - first.length);
}

/**
 * One group per set of entries. `entryModules` maps an entry's name to its script's absolute path.
 * The entry scripts stay out of the groups, so each page keeps an entry chunk of its own (the
 * manifest's `isEntry`, which scripts/measure-public-bundle.mjs starts from). Groups claiming more
 * entries have the higher priority: a module two pages share (and its dependencies, which they
 * share too) lands in their common shell before a one-page shell can take it.
 */
export function entryShellChunkGroups(entryModules: Record<string, string>): ShellChunkGroup[] {
  const entryScripts = new Set(Object.values(entryModules));
  // The graph is the same for every module of one chunking pass: walk it once per pass.
  let lastGraph: ModuleGraph | null = null;
  let reached = new Map<string, string[]>();
  const entriesOf = (moduleId: string, graph: ModuleGraph) => {
    if (graph !== lastGraph) {
      lastGraph = graph;
      reached = entriesByModule(entryModules, graph);
    }
    return reached.get(moduleId)?.join('-');
  };

  return entrySets(Object.keys(entryModules)).map((entries, index, all) => {
    const name = `shell-${entries.join('-')}`;
    return {
      name: (moduleId, graph) =>
        !entryScripts.has(moduleId) && entriesOf(moduleId, graph) === entries.join('-') ? name : null,
      debugName: name,
      tags: ['$initial'],
      priority: all.length - index,
    };
  });
}
