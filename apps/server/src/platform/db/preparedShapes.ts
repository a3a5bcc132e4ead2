import { mapRowsOnce } from './rowMapper.ts';
import type { DbOrTx } from './types.ts';

/*
 * Statements built once per shape (issue 16 item 4). Building a list's SQL with Drizzle on every request cost
 * about a quarter of the server's CPU on a list call (decisions.md "The request path as `npm start` runs it"),
 * and PostgreSQL planned the same text again each time. A list's SQL differs only by which filters are present
 * (its shape), not by their values: each shape is built once with placeholders and run with the request's values,
 * as an unnamed statement that PostgreSQL plans for those values (below). Its rows are mapped by a function made
 * once for its columns (rowMapper.ts), not cell by cell as drizzle does.
 */

type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };

export class PreparedShapes<R> {
  private readonly byDb = new WeakMap<DbOrTx, Map<string, Prepared<R>>>();

  /** `name` says whose statements these are (the list's entity and part: `baseBank_page`). */
  constructor(readonly name: string) {}

  /**
   * Runs the statement of `shape` with `values` for its placeholders. `shape` must name everything that
   * changes the statement's text; on its first use on this database handle, `build` makes the statement
   * (calling `.prepare(statementName)` on the query; the name given is '', an unnamed statement).
   */
  run(
    db: DbOrTx,
    shape: string,
    build: (statementName: string) => Prepared<R>,
    values: Record<string, unknown>,
  ): Promise<R> {
    let shapes = this.byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      this.byDb.set(db, shapes);
    }
    let statement = shapes.get(shape);
    if (!statement) {
      // Unnamed (''): PostgreSQL plans each run with its values, as a custom plan — a list's values differ too much
      // (a lookup type of 2 rows, one of 20 000) for the one generic plan a named statement switches to after five
      // runs, which cost the lookup list 60 % more database CPU (bench list-endpoint). The statement is still built
      // and its rows mapped once per shape here; PostgreSQL's parse of it each run costs a few hundredths of a ms.
      statement = mapRowsOnce(build(''));
      shapes.set(shape, statement);
    }
    return statement.execute(values);
  }
}
