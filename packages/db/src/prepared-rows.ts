import type { Database, PreparedStatement, Transaction } from './database';

/**
 * Rows of a statement whose text was built once (positional parameters, `statementText`), sent by
 * its name inside a transaction or not. Unlike `queryNamedRows`, nothing is rendered per call: the
 * query builder's rendering of a statement's text was the largest app cost of the staff writes
 * (decision 101). `isGenericPlan` is not honoured here (it is a setting of the connection).
 */
export async function queryPreparedRows<T>(
  db: Database | Transaction,
  statement: PreparedStatement,
  values: unknown[],
): Promise<T[]> {
  const prepared = db._.session.prepareQuery(
    { sql: statement.text, params: values },
    undefined,
    statement.name,
    false,
  );
  const result = (await prepared.execute()) as unknown as { rows: T[] };
  return result.rows;
}
