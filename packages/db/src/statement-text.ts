import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * The text of a Drizzle `sql` fragment whose values are all positional placeholders (`sql.raw('$2')`),
 * for a prepared statement built once at module load from the same definitions the Drizzle reads use
 * (decision 013: the hot path must not pay for building its text on every call).
 */
export function statementText(fragment: SQL): string {
  const query = dialect.sqlToQuery(fragment);
  if (query.params.length > 0) {
    throw new Error('a prepared statement text must take its values as positional placeholders');
  }
  return query.sql;
}
