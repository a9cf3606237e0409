import type { TestProject } from 'vitest/node';
import { acquirePgliteTemplate } from './test-template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    pgliteEmptyClusterPath: string;
  }
}

/**
 * The db project's files start from the run's one migrated PGlite (`openPgliteFromTemplate`);
 * migrating costs seconds a file. Only the migration tests, which stop at an earlier migration,
 * migrate on their own, from the run's initdb dump (`openUnmigratedPglite`).
 */
export default async function setup(project: TestProject) {
  const template = await acquirePgliteTemplate();
  project.provide('pgliteTemplatePath', template.templatePath);
  project.provide('pgliteEmptyClusterPath', template.emptyClusterPath);
  return template.release;
}
