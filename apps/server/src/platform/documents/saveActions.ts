import { t } from '@srm/core';
import { documentRefSchema, documentSaveSchema } from '@srm/core/documents/schemas';
import { z } from 'zod';
import { inScope } from '../access/scope.ts';
import { type ActionDef, defineAction } from '../http/action.ts';
import type { FieldError } from '../i18n/zodMessages.ts';
import { nextNumber } from '../numbering/numbering.ts';
import type { BoundType, DocContext, DocInput, StoredDoc } from './binding.ts';
import { type Caller, callerOf, inTx, recordById, typeRule } from './context.ts';
import { checkLookups, fieldErrors, prefixed } from './fieldChecks.ts';
import { ActionGate } from './gate.ts';
import { diffDocuments, writeHistory } from './history.ts';
import { deleteDoc, findDoc, headerValues, insertHeader, lockDoc, updateHeader, writeLines } from './store.ts';

/** saveOrUpdate, doBatchSaveOrUpdate, delete and doBatchDelete of a bound type. */

type SaveBody = Record<string, unknown>;

/** The body as the engine stores it: header fields apart, each line's id under `id`. */
function toInput({ def }: BoundType, body: SaveBody): DocInput {
  const { [def.idKey]: id, version: _version, ...header } = body;
  const lines = def.lines ? ((header[def.lines.key] ?? []) as Record<string, unknown>[]) : [];
  if (def.lines) delete header[def.lines.key];
  const idKey = def.lines?.idKey ?? 'id';
  return {
    id: id as number | undefined,
    header,
    lines: lines.map(({ [idKey]: lineId, ...line }) => ({ ...line, id: lineId as number | undefined })),
  };
}

/**
 * Input errors the engine finds the same way for every type: a line id that is not a line of this
 * document, a lookup code that is not an enabled value, a scope column outside the caller's scope (a
 * user cannot create what it could not see afterwards).
 */
export async function engineErrors(bound: BoundType, ctx: DocContext, current: StoredDoc | null, input: DocInput) {
  const { def, binding } = bound;
  const errors: FieldError[] = [];
  const linesKey = def.lines?.key ?? 'lines';
  const own = new Set(current?.lines.map((l) => l.id) ?? []);
  for (const [i, line] of input.lines.entries()) {
    if (line.id !== undefined && !own.has(line.id)) {
      errors.push({ field: `${linesKey}.${i}.${def.lines?.idKey}`, message: t('document.lineNotFound', ctx.lang) });
    }
  }
  // A supplier user's scope is its supplier alone: the organisation of a document it creates
  // (createActor 'supplier': an inventory report, issue 8 item 6) is not bounded by it; the supplier
  // column is still judged.
  const outside = (key: string, value: unknown) =>
    typeof value === 'number' &&
    !(ctx.scope.kind === 'SUPPLIER' && key !== 'supplierId') &&
    !inScope(ctx.scope, { [key]: value })
      ? t('ref.notFound', ctx.lang)
      : null;
  for (const key of binding.scope.header) {
    const message = outside(key, input.header[key]);
    if (message) errors.push({ field: key, message });
  }
  for (const [i, line] of input.lines.entries()) {
    for (const key of binding.scope.lines ?? []) {
      const message = outside(key, line[key]);
      if (message) errors.push({ field: `${linesKey}.${i}.${key}`, message });
    }
  }
  return [...errors, ...(await checkLookups(ctx.tx, def, input, ctx.lang))];
}

/**
 * Saves one document in the caller's transaction: creates it (numbered, in the type's first state) or
 * changes it where its state allows an edit, with the version the user read; writes its history.
 * `path` prefixes field errors of a document inside a batch.
 */
export async function saveOne(bound: BoundType, ctx: DocContext, body: SaveBody, path = ''): Promise<number> {
  const { def, binding } = bound;
  const userId = ctx.user.userId;
  const gate = new ActionGate(bound, ctx.tx, ctx.user, ctx.deps.workflow);
  const id = body[def.idKey] as number | undefined;
  const current = id ? await lockDoc(ctx.tx, bound, ctx.scope, id) : null;
  if (current) {
    const version = body.version as number | undefined;
    if (version === undefined) {
      throw fieldErrors([{ field: `${path}version`, message: t('field.versionRequired', ctx.lang) }]);
    }
    await gate.check('edit', current.header, version, ctx.lang);
  } else {
    await gate.checkCreate();
  }
  const input = toInput(bound, body);
  const errors = [
    ...(await engineErrors(bound, ctx, current, input)),
    ...((await binding.hooks?.validate?.(ctx, input)) ?? []),
  ];
  if (errors.length > 0) throw fieldErrors(prefixed(path, errors));
  binding.hooks?.compute?.(input);

  let docId: number;
  if (current) {
    docId = current.header.id;
    await updateHeader(ctx.tx, bound, current.header, headerValues(bound, input), userId);
  } else {
    // The number is taken in this transaction: a save that fails gives it back (numbers stay gapless).
    const number = await nextNumber(ctx.tx, def.billType, def.numberRule);
    // A new document starts in the type's first state (DRAFT).
    docId = await insertHeader(ctx.tx, bound, input, { [def.numberKey]: number, status: def.statuses[0] }, userId);
  }
  await writeLines(ctx.tx, bound, docId, current?.lines ?? [], input.lines, userId);
  const after = (await findDoc(ctx.tx, bound, null, docId)) as StoredDoc;
  await writeHistory(ctx.tx, {
    billType: def.billType,
    docId,
    docNumber: String(after.header[def.numberKey]),
    action: current ? 'edit' : 'create',
    fromStatus: current?.header.status ?? null,
    toStatus: after.header.status,
    userId,
    changes: diffDocuments(def, current, after),
  });
  await binding.hooks?.afterSave?.(ctx, current, after);
  return docId;
}

/** Deletes one document (a draft), keeping its history. */
async function deleteOne(bound: BoundType, ctx: DocContext, id: number, version: number): Promise<void> {
  const { def, binding } = bound;
  const doc = await lockDoc(ctx.tx, bound, ctx.scope, id);
  await new ActionGate(bound, ctx.tx, ctx.user, ctx.deps.workflow).check('delete', doc.header, version, ctx.lang);
  await deleteDoc(ctx.tx, bound, id);
  await writeHistory(ctx.tx, {
    billType: def.billType,
    docId: id,
    docNumber: String(doc.header[def.numberKey]),
    action: 'delete',
    fromStatus: doc.header.status,
    toStatus: null,
    userId: ctx.user.userId,
    changes: diffDocuments(def, doc, null),
  });
  await binding.hooks?.afterSave?.(ctx, doc, null);
}

export function saveActions(bound: BoundType): ActionDef[] {
  const { def, binding } = bound;
  const at = { server: binding.server, entity: binding.entity, auth: typeRule(bound), mutates: true };
  const name = def.name.EN.toLowerCase();
  const saveBody = documentSaveSchema(def);
  const refBody = documentRefSchema(def);
  const run = <T>(caller: Caller, work: (ctx: DocContext) => Promise<T>) =>
    caller.deps.db.transaction((tx) => work(inTx(caller, tx)));

  const saveOrUpdate = defineAction({
    ...at,
    action: 'saveOrUpdate',
    summary: `Create or change a ${name}, header and lines in one go (lines left out are removed); totals computed by the server; editable states only, with the version read (stale 409)`,
    body: saveBody,
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      const id = await run(caller, (ctx) => saveOne(bound, ctx, body));
      return { data: await recordById(bound, caller, id), msg: 'ok.saved' };
    },
  });

  const doBatchSaveOrUpdate = defineAction({
    ...at,
    action: 'doBatchSaveOrUpdate',
    summary: `Save several ${name}s as saveOrUpdate does, all or none`,
    body: z.object({ items: z.array(saveBody).min(1).max(100) }),
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      const ids = await run(caller, async (ctx) => {
        const out: number[] = [];
        for (const [i, item] of body.items.entries()) out.push(await saveOne(bound, ctx, item, `items.${i}.`));
        return out;
      });
      return { data: await Promise.all(ids.map((id) => recordById(bound, caller, id))), msg: 'ok.saved' };
    },
  });

  const deleteAction = defineAction({
    ...at,
    action: 'delete',
    summary: `Delete a draft ${name} (with the version read); its history stays`,
    body: refBody,
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      await run(caller, (ctx) => deleteOne(bound, ctx, body[def.idKey], body.version));
      return { data: null };
    },
  });

  const doBatchDelete = defineAction({
    ...at,
    action: 'doBatchDelete',
    summary: `Delete several draft ${name}s, all or none`,
    body: z.object({ items: z.array(refBody).min(1).max(500) }),
    handler: async ({ deps, body, lang, user, req }) => {
      const caller = await callerOf(deps, user, lang, req);
      await run(caller, async (ctx) => {
        for (const item of body.items) await deleteOne(bound, ctx, item[def.idKey], item.version);
      });
      return { data: null };
    },
  });

  return [saveOrUpdate, doBatchSaveOrUpdate, deleteAction, doBatchDelete] as ActionDef[];
}
