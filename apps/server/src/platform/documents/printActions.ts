import { z } from 'zod';
import { type ActionDef, defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import type { BoundType } from './binding.ts';
import { type Caller, callerOf, idBody, idSchema, recordById, typeRule } from './context.ts';
import { ActionGate } from './gate.ts';
import { writeHistory } from './history.ts';
import { toRecords } from './records.ts';
import { findDoc, lockDoc, markPrinted } from './store.ts';

/*
 * Printing (spec §7): the data of one or several documents to print, and the mark that a document was
 * printed. All need the print button on the type's menu and the documents in the caller's scope.
 */

/** Ids as a list or as the spec's comma-separated string. */
const idsSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((s) => s.trim() !== '') : v),
  z.array(idSchema).min(1).max(200),
);

/** The record of a document the caller may print; 404 outside the scope, 403 without the button. */
async function printable(bound: BoundType, caller: Caller, id: number) {
  const db = caller.deps.db;
  const doc = await findDoc(db, bound, caller.scope, id);
  if (!doc) throw new AppError(404, 'error.notFound');
  await new ActionGate(bound, db, caller.user, caller.deps.workflow).check('print', doc.header, null, caller.lang);
  const [record] = await toRecords(bound, { ...caller, db }, [doc.header], doc.lines);
  return record;
}

export function printActions(bound: BoundType): ActionDef[] {
  const { def, binding } = bound;
  const at = { server: binding.server, entity: binding.entity, auth: typeRule(bound) };
  const name = def.name.EN.toLowerCase();

  const findByIdToPrint = defineAction({
    ...at,
    action: 'findByIdToPrint',
    summary: `One ${name} with its lines, to print (button btnPrint)`,
    body: idBody(bound),
    handler: async ({ deps, body, lang, user, req }) => ({
      data: await printable(bound, await callerOf(deps, user, lang, req), body[def.idKey]),
    }),
  });

  const printFindByIds = defineAction({
    ...at,
    action: 'printFindByIds',
    summary: `Several ${name}s with their lines, to print in one go (ids as a list or comma-separated; all or 404)`,
    body: z.object({ ids: idsSchema }),
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      const records = [];
      for (const id of new Set(body.ids)) records.push(await printable(bound, caller, id));
      return { data: records };
    },
  });

  const updatePrintFlagById = defineAction({
    ...at,
    action: 'updatePrintFlagById',
    mutates: true,
    summary: `Mark a ${name} printed: printFlag Y, printCount + 1, lastPrintDate (the version stays: printing changes no content)`,
    body: idBody(bound),
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      const id = body[def.idKey];
      await deps.db.transaction(async (tx) => {
        const doc = await lockDoc(tx, bound, caller.scope, id);
        await new ActionGate(bound, tx, caller.user, deps.workflow).check('print', doc.header, null, lang);
        await markPrinted(tx, bound, id);
        await writeHistory(tx, {
          billType: def.billType,
          docId: id,
          docNumber: String(doc.header[def.numberKey]),
          action: 'print',
          fromStatus: doc.header.status,
          toStatus: doc.header.status,
          userId: caller.user.userId,
        });
      });
      return { data: await recordById(bound, caller, id) };
    },
  });

  return [findByIdToPrint, printFindByIds, updatePrintFlagById] as ActionDef[];
}
