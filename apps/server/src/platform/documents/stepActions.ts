import { type DocStatus, type Lang, t } from '@srm/core';
import { actionAsksSchema, documentRefSchema } from '@srm/core/documents/schemas';
import type { ActionDef as DocActionDef } from '@srm/core/documents/types';
import { type ActionDef, defineAction } from '../http/action.ts';
import { APPROVING, endStatus } from './approval.ts';
import type { BoundType, DocContext, StoredDoc } from './binding.ts';
import { callerOf, commentSchema, inTx, recordById, typeRule } from './context.ts';
import { fieldErrors } from './fieldChecks.ts';
import { ActionGate } from './gate.ts';
import { writeHistory } from './history.ts';
import { lockDoc, updateHeader } from './store.ts';

/*
 * The declared actions of a type (submit, approve, reject, withdraw, abolish, close…), each one call in
 * one transaction: lock the document, check state, version, actor and button, apply, write history, and
 * take the approval step it is. The shared actions of spec §7 keep their names (doSubmit, doApproval,
 * doReject, doAbolish); the others are called by their own name (withdraw, close).
 */

const SHARED_NAMES: Record<string, string> = {
  submit: 'doSubmit',
  approve: 'doApproval',
  reject: 'doReject',
  abolish: 'doAbolish',
};

type StepBody = { version: number; comment?: string } & Record<string, unknown>;

async function takeStep(
  bound: BoundType,
  ctx: DocContext,
  name: string,
  action: DocActionDef,
  body: StepBody,
): Promise<void> {
  const { def, binding } = bound;
  const doc = await lockDoc(ctx.tx, bound, ctx.scope, body[def.idKey] as number);
  await new ActionGate(bound, ctx.tx, ctx.user, ctx.deps.workflow).check(name, doc.header, body.version, ctx.lang);
  await binding.hooks?.beforeStep?.(ctx, doc, name);
  const comment = body.comment || null;
  if (action.comment === 'required' && !comment) {
    throw fieldErrors([{ field: 'comment', message: t('field.required', ctx.lang) }]);
  }
  const step = { billType: def.billType, docId: doc.header.id, userId: ctx.user.userId };
  const history = (toStatus: DocStatus) =>
    writeHistory(ctx.tx, {
      ...step,
      docNumber: String(doc.header[def.numberKey]),
      action: name,
      fromStatus: doc.header.status,
      toStatus,
      comment,
    });
  // The values the action asks for (a payment's date paid…) are written with its step.
  const asked = Object.fromEntries((action.asks ?? []).map((f) => [f.key, body[f.key] ?? null]));
  const move = async (to: DocStatus) => {
    await updateHeader(ctx.tx, bound, doc.header, { ...asked, status: to }, ctx.user.userId);
    await history(to);
    await binding.hooks?.afterStep?.(ctx, doc, { action: name, fromStatus: doc.header.status, toStatus: to, comment });
  };

  switch (action.workflow) {
    case 'start': {
      const errors = (await binding.hooks?.validateSubmit?.(ctx, doc)) ?? [];
      if (errors.length > 0) throw fieldErrors(errors);
      if (!def.approval) return move(action.to ?? doc.header.status);
      await move(APPROVING);
      // In this transaction: no deployed process (or any failure) undoes the submit as well.
      await ctx.deps.workflow.start(ctx.tx, {
        billType: def.billType,
        docId: doc.header.id,
        docNumber: String(doc.header[def.numberKey]),
        orgId: (doc.header.orgId as number | null | undefined) ?? null,
        initiatorUserId: ctx.user.userId,
        variables: binding.hooks?.workflowVariables?.(doc) ?? {},
        title: binding.hooks?.title?.(doc, ctx.lang) ?? defaultTitle(bound, doc, ctx.lang),
        menuCode: def.menuCode,
      });
      return;
    }
    case 'approve':
    case 'reject':
      // The task's outcome is recorded first; if it ends the process, the workflow calls back
      // (approval.ts) in this transaction and the document takes its final state.
      await history(doc.header.status);
      await ctx.deps.workflow.complete(ctx.tx, {
        ...step,
        outcome: action.workflow === 'approve' ? 'APPROVE' : 'REJECT',
        comment: comment ?? undefined,
      });
      return;
    case 'withdraw':
      // Moved first: the workflow's callback for the withdrawn instance then finds nothing left to do.
      await move(await endStatus(ctx.tx, bound, doc.header.id, 'WITHDRAWN'));
      await ctx.deps.workflow.withdraw(ctx.tx, step);
      return;
    default:
      // bind.ts has made sure every action without a workflow step declares its `to`.
      return move(action.to as DocStatus);
  }
}

/**
 * A declared action taken by code rather than by a request (a job sending what it built), in the caller's
 * transaction, with every check the request's action makes.
 */
export function takeDeclaredStep(bound: BoundType, ctx: DocContext, name: string, body: StepBody): Promise<void> {
  const action = (bound.def.actions as Record<string, DocActionDef>)[name];
  if (!action) throw new Error(`${bound.def.billType} has no action ${name}`);
  return takeStep(bound, ctx, name, action, body);
}

const defaultTitle = ({ def }: BoundType, doc: StoredDoc, lang: Lang) =>
  `${def.name[lang]} ${doc.header[def.numberKey]}`;

export function stepActions(bound: BoundType): ActionDef[] {
  const { def, binding } = bound;
  const refBody = documentRefSchema(def);
  return Object.entries(def.actions as Record<string, DocActionDef>).map(([name, action]) =>
    defineAction({
      server: binding.server,
      entity: binding.entity,
      action: SHARED_NAMES[name] ?? name,
      summary: `${action.label.EN} a ${def.name.EN.toLowerCase()}: from ${action.from.join(' / ')}${
        action.workflow === 'start' && def.approval ? ' to APPROVING, starting its approval' : ''
      }${action.to && action.workflow !== 'start' ? ` to ${action.to}` : ''} (${actorText[action.actor]}${
        action.resource ? `, button ${action.resource}` : ''
      }; with the version read)`,
      auth: typeRule(bound),
      mutates: true,
      body: refBody.extend({ comment: commentSchema }).extend(actionAsksSchema(action).shape),
      handler: async ({ deps, body, lang, user, req }) => {
        const caller = await callerOf(deps, user, lang, req);
        await deps.db.transaction((tx) => takeStep(bound, inTx(caller, tx), name, action, body as StepBody));
        return { data: await recordById(bound, caller, body[def.idKey] as number) };
      },
    }),
  ) as ActionDef[];
}

const actorText: Record<DocActionDef['actor'], string> = {
  holder: 'whoever holds the button',
  owner: 'its creator or requester',
  approver: 'a user with an open approval task on it',
  supplier: 'a user of its supplier',
};
