import { acquirePgliteTemplate, createPostgresTemplate } from '@citavet/db/test-template';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** The run's PGlite as initdb left it, for the migrations' tests; '' on PostgreSQL. */
    pgliteEmptyClusterPath: string;
    postgresAdminUrl: string;
    postgresTemplateName: string;
    redisUrl: string;
    /** JSON of the KANNEL_* variables ops/kannel/start-test-gateway.sh prints; '' without Kannel. */
    kannel: string;
    /** JSON of the RADICALE_* variables ops/radicale/start-test-server.sh prints; '' without Radicale. */
    radicale: string;
  }
}

/**
 * Migrates once per run: a PGlite data-dir dump that every test file (of every project) loads, or — when
 * TEST_DATABASE_URL names a PostgreSQL server — a template database each file copies.
 */
export default async function setup(project: TestProject) {
  // Suites that need Redis (shared limits across processes) skip when neither names one.
  project.provide('redisUrl', process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? '');
  // The SMS suites on real Kannel skip when ops/kannel/start-test-gateway.sh was not run.
  project.provide(
    'kannel',
    process.env.KANNEL_SENDSMS_URL
      ? JSON.stringify({
          sendsmsUrl: process.env.KANNEL_SENDSMS_URL,
          user: process.env.KANNEL_SENDSMS_USER ?? '',
          password: process.env.KANNEL_SENDSMS_PASSWORD ?? '',
          moSecret: process.env.KANNEL_MO_SECRET ?? '',
          apiPort: Number(process.env.KANNEL_API_PORT ?? 0),
          moPort: Number(process.env.KANNEL_FAKE_MO_PORT ?? 0),
          runDir: process.env.KANNEL_RUN_DIR ?? '',
        })
      : '',
  );
  // The CalDAV suites on real Radicale skip when ops/radicale/start-test-server.sh was not run.
  project.provide(
    'radicale',
    process.env.RADICALE_URL
      ? JSON.stringify({
          url: process.env.RADICALE_URL,
          user: process.env.RADICALE_USER ?? '',
          password: process.env.RADICALE_PASSWORD ?? '',
        })
      : '',
  );
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  if (adminUrl) {
    const templateName = `citavet_test_${Date.now().toString(36)}`;
    await createPostgresTemplate(adminUrl, templateName);
    project.provide('postgresAdminUrl', adminUrl);
    project.provide('postgresTemplateName', templateName);
    project.provide('pgliteTemplatePath', '');
    project.provide('pgliteEmptyClusterPath', '');
    return async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      // The template, and the copies the workers kept for their next file (test-postgres-pool.ts).
      const { rows } = await admin.query<{ datname: string }>(
        'select datname from pg_database where datname like $1',
        [`${templateName}\\_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
      await admin.query(`drop database if exists "${templateName}" with (force)`);
      await admin.end();
    };
  }
  // One template for the api, security, slow and db projects of the run.
  const template = await acquirePgliteTemplate();
  project.provide('pgliteTemplatePath', template.templatePath);
  project.provide('pgliteEmptyClusterPath', template.emptyClusterPath);
  project.provide('postgresAdminUrl', '');
  project.provide('postgresTemplateName', '');
  return template.release;
}
