/**
 * Runs a hot look-up as a named statement: PostgreSQL parses and plans it once per connection and reuses the
 * plan afterwards (a booking's checks spent more time being planned than being run). Only for reads whose
 * best plan does not depend on their values, such as a row by its key: a range read over a salon's history
 * must keep being planned for its dates. The name must change with the query's text (say, with the length of
 * an IN list): node-postgres refuses a name it has already prepared for another text. PGlite ignores names.
 */
export const asNamedStatement = <Result>(
  query: { prepare(name: string): { execute(): Promise<Result> } },
  name: string,
): Promise<Result> => query.prepare(name).execute();
