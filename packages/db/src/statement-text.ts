import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PreparedStatement } from './database';

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

/**
 * A Drizzle `sql` fragment as a prepared statement with its values, named after its text: fragments
 * built the same way (only the values differ) share one statement per connection, and two texts
 * never share a name. For statements whose text takes a few shapes (a search's branches), built
 * per call because their shape depends on the input.
 */
export function preparedStatementOf(
  fragment: SQL,
  options: { prefix: string; isGenericPlan?: boolean },
): { statement: PreparedStatement; values: unknown[] } {
  const query = dialect.sqlToQuery(fragment);
  const digest = createHash('sha256').update(query.sql).digest('hex').slice(0, 16);
  return {
    statement: {
      name: `${options.prefix}_${digest}`,
      text: query.sql,
      ...(options.isGenericPlan ? { isGenericPlan: true } : {}),
    },
    values: query.params,
  };
}
