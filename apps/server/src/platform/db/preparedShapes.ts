import { createHash } from 'node:crypto';
import { mapRowsOnce } from './rowMapper.ts';
import type { DbOrTx } from './types.ts';

/*
 * Statements built once per shape (issue 16 item 4). Building a list's SQL with Drizzle on every request cost
 * about a quarter of the server's CPU on a list call (decisions.md "The request path as `npm start` runs it"),
 * and PostgreSQL planned the same text again each time. A list's SQL differs only by which filters are present
 * (its shape), not by their values: each shape is built once with placeholders, prepared as a named statement
 * (PostgreSQL parses and plans it once per connection), and run with the request's values. Its rows are mapped by
 * a function made once for its columns (rowMapper.ts), not cell by cell as drizzle does.
 */

type Prepared<R> = { execute(values?: Record<string, unknown>): Promise<R> };

export class PreparedShapes<R> {
  private readonly byDb = new WeakMap<DbOrTx, Map<string, Prepared<R>>>();

  /** `name` prefixes the statements' names (unique among the app's prepared statements). */
  constructor(private readonly name: string) {}

  /**
   * Runs the statement of `shape` with `values` for its placeholders. `shape` must name everything that
   * changes the statement's text; on its first use on this database handle, `build` makes the statement
   * (calling `.prepare(statementName)` on the query).
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
      // A statement's name stays under PostgreSQL's 63 characters whatever the shape.
      const digest = createHash('sha1').update(shape).digest('hex').slice(0, 12);
      statement = mapRowsOnce(build(`${this.name.slice(0, 40)}_${digest}`));
      shapes.set(shape, statement);
    }
    return statement.execute(values);
  }
}
