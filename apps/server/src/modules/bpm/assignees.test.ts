import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionAllotments } from '../../platform/access/scopeSchema.ts';
import { users } from '../../platform/auth/schema.ts';
import { type AssigneeContext, resolveAssignees } from '../../platform/workflow/assignees.ts';
import type { AssigneeRule } from '../../platform/workflow/bpmn/graph.ts';
import { createTestApp, type TestApp } from '../../testing/testApp.ts';
import { departments } from '../admin/schema.ts';
import { bpmOrgDirectory } from './orgDirectory.ts';

/*
 * Every assignee rule of issue 5 (person, position, responsibility, department head, the initiator's
 * superior, a person or user named in a document field) against the demo organisation: the buyer and the
 * approver in the purchasing department of East China (headed by the approver), finance in the finance
 * department (no head), each with a position (POS_EAST_BUYER, POS_EAST_PUR_MANAGER, POS_EAST_ACCOUNTANT).
 */

let t: TestApp;
const id: Record<string, number> = {};
const person: Record<string, number> = {};
const dept: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.database.db.select().from(users)) {
    id[u.userName] = u.id;
    if (u.personId != null) person[u.userName] = u.personId;
  }
  for (const d of await t.database.db.select().from(departments)) {
    if (d.departmentCode === 'FIN') dept.finEast = d.id;
    if (d.departmentCode === 'PUR' && d.headPersonId != null) dept.purEast = d.id;
  }
});
afterAll(async () => t?.close());

const rule = (type: AssigneeRule['type'], value: string | null, fieldType: 'PERSON' | 'USER' = 'PERSON') =>
  ({ type, value, fieldType }) as AssigneeRule;
const resolve = (r: AssigneeRule, initiator: string, variables: AssigneeContext['variables'] = {}) =>
  resolveAssignees(t.database.db, bpmOrgDirectory, r, { initiatorUserId: id[initiator], variables });

describe('assignee rules', () => {
  it('PERSON: the enabled internal users of the named persons', async () => {
    expect(await resolve(rule('PERSON', `${person.approver}, ${person.finance}`), 'buyer')).toEqual(
      [id.approver, id.finance].sort((a, b) => a - b),
    );
    expect(await resolve(rule('PERSON', ''), 'buyer')).toEqual([]);
  });

  it('POSITION: who holds the position today; an allotment that ended no longer counts', async () => {
    expect(await resolve(rule('POSITION', 'POS_EAST_PUR_MANAGER'), 'buyer')).toEqual([id.approver]);
    expect(await resolve(rule('POSITION', 'POS_EAST_BUYER,POS_EAST_ACCOUNTANT'), 'approver')).toEqual(
      [id.buyer, id.finance].sort((a, b) => a - b),
    );
    expect(await resolve(rule('POSITION', 'POS_SOUTH_BUYER'), 'buyer')).toEqual([]); // nobody holds it
    await t.database.db
      .update(positionAllotments)
      .set({ dateTo: '2021-12-31' })
      .where(eq(positionAllotments.personId, person.finance));
    expect(await resolve(rule('POSITION', 'POS_EAST_ACCOUNTANT'), 'buyer')).toEqual([]);
    await t.database.db
      .update(positionAllotments)
      .set({ dateTo: null })
      .where(eq(positionAllotments.personId, person.finance));
  });

  it('RESPONSIBILITY: the internal holders of the responsibility, never supplier users', async () => {
    // The buyer holds the approver responsibility too.
    expect(await resolve(rule('RESPONSIBILITY', 'PUR_APPROVER'), 'buyer')).toEqual(
      [id.buyer, id.approver].sort((a, b) => a - b),
    );
    expect(await resolve(rule('RESPONSIBILITY', 'FIN_STAFF'), 'buyer')).toEqual([id.finance]);
    expect(await resolve(rule('RESPONSIBILITY', 'SUP_PORTAL'), 'buyer')).toEqual([]);
  });

  it('DEPT_HEAD: the head of the initiator’s department, or of the department a document field names', async () => {
    expect(await resolve(rule('DEPT_HEAD', null), 'buyer')).toEqual([id.approver]);
    expect(await resolve(rule('DEPT_HEAD', 'departmentId'), 'finance', { departmentId: dept.purEast })).toEqual([
      id.approver,
    ]);
    // The finance department has no head: nobody (the engine then refuses to start, naming the step).
    expect(await resolve(rule('DEPT_HEAD', null), 'finance')).toEqual([]);
    expect(await resolve(rule('DEPT_HEAD', 'departmentId'), 'buyer', { departmentId: dept.finEast })).toEqual([]);
  });

  it('INITIATOR_SUPERIOR: the head above the initiator, never the initiator itself', async () => {
    expect(await resolve(rule('INITIATOR_SUPERIOR', null), 'buyer')).toEqual([id.approver]);
    // The approver heads its own department, which has no parent: no superior.
    expect(await resolve(rule('INITIATOR_SUPERIOR', null), 'approver')).toEqual([]);
    // A parent department with a head is looked up when the own department has none.
    await t.database.db
      .update(departments)
      .set({ parentDepartmentId: dept.purEast })
      .where(eq(departments.id, dept.finEast));
    expect(await resolve(rule('INITIATOR_SUPERIOR', null), 'finance')).toEqual([id.approver]);
    await t.database.db.update(departments).set({ parentDepartmentId: null }).where(eq(departments.id, dept.finEast));
    expect(await resolve(rule('INITIATOR_SUPERIOR', null), 'finance')).toEqual([]);
  });

  it('FIELD: a person or a user named in a document field; only enabled internal users', async () => {
    expect(await resolve(rule('FIELD', 'reviewerPersonId'), 'buyer', { reviewerPersonId: person.finance })).toEqual([
      id.finance,
    ]);
    expect(
      await resolve(rule('FIELD', 'reviewers', 'USER'), 'buyer', { reviewers: `${id.finance},${id.supplier1}` }),
    ).toEqual([id.finance]);
    expect(await resolve(rule('FIELD', 'missing'), 'buyer', {})).toEqual([]);
  });
});
