import { and, desc } from 'drizzle-orm';
import { z } from 'zod';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../db/paging.ts';
import { walkAfterOf, walkOf, walkOffset, walkSchema, walkWhere } from '../db/walk.ts';
import { type ActionDef, defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import type { BoundType, HeaderRow } from './binding.ts';
import { callerOf, idBody, recordById, typeRule } from './context.ts';
import { actionTable } from './gate.ts';
import { historyOf } from './history.ts';
import { nameHistoryRefs } from './historyNames.ts';
import { listFilterSchema, listFilterWhere } from './listFilters.ts';
import { preparedListPage } from './preparedList.ts';
import { toRecords } from './records.ts';
import { columnsOf, findDoc, visibleWhere } from './store.ts';

/** findById, listByPage and the history listing of a bound type. */
export function readActions(bound: BoundType): ActionDef[] {
  const { def, binding } = bound;
  const at = { server: binding.server, entity: binding.entity, auth: typeRule(bound) };
  const name = def.name.EN.toLowerCase();

  const findById = defineAction({
    ...at,
    action: 'findById',
    summary: `One ${name} with its lines and _actions (404 outside the caller's scope)`,
    body: idBody(bound),
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      return { data: await recordById(bound, caller, body[def.idKey]) };
    },
  });

  const listByPage = defineAction({
    ...at,
    action: 'listByPage',
    summary: `${def.name.EN}s of the caller's scope, newest first, filtered by ${def.list.filters.join(', ')}; each with _actions`,
    body: z.object({ searchParams: listFilterSchema(def).optional().default({}), ...pagingSchema, ...walkSchema }),
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      const columns = columnsOf(binding.header);
      const whereOf = () => and(visibleWhere(bound, caller.scope), ...listFilterWhere(def, columns, body.searchParams));
      // Newest first; select all and the export walk on by id (platform/db/walk.ts).
      const walk = walkOf('desc', [{ key: 'id', column: columns.id }]);
      // A page of a search without "contains" runs statements prepared once per shape (preparedList.ts).
      const prepared = body.walkAfter?.length
        ? undefined
        : await preparedListPage(deps.db, bound, caller.scope, body, whereOf);
      const where = prepared ? undefined : whereOf();
      const [rows, total] =
        prepared ??
        (await Promise.all([
          deps.db
            .select()
            .from(binding.header)
            .where(and(where, walkWhere(walk, body)))
            .orderBy(desc(columns.id))
            .limit(body.pageRows)
            .offset(walkOffset(body, offsetOf(body.pageIndex, body.pageRows))),
          countCapped(deps.db, binding.header, where, body),
        ]));
      return {
        data: await toRecords(bound, { ...caller, db: deps.db }, rows as HeaderRow[]),
        page: { ...pageInfo(total, body.pageIndex, body.pageRows), ...walkAfterOf(walk, body, rows, body.pageRows) },
      };
    },
  });

  const labels = Object.fromEntries(Object.entries(actionTable(bound)).map(([n, a]) => [n, a.label]));
  const listHistory = defineAction({
    ...at,
    action: 'listHistory',
    summary: `What each action did to a ${name}: who, when, state before and after, comment, field differences of header and lines (a supplier user: only from the publication to it on, its own and the shared actions)`,
    body: idBody(bound),
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      const id = body[def.idKey];
      if (!(await findDoc(deps.db, bound, caller.scope, id))) throw new AppError(404, 'error.notFound');
      const rows = await historyOf(deps.db, def, labels, id, lang, caller.scope);
      await nameHistoryRefs(deps.db, lang, bound, rows);
      return { data: rows };
    },
  });

  return [findById, listByPage, listHistory] as ActionDef[];
}
