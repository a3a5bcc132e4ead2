import { formatDate, USER_TYPE_INSIDE } from '@srm/core';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { responsibilities, userResponsibilities } from '../access/schema.ts';
import { positionAllotments, positions } from '../access/scopeSchema.ts';
import { users } from '../auth/schema.ts';
import type { DbOrTx } from '../db/types.ts';
import type { AssigneeRule } from './bpmn/graph.ts';

/*
 * Who a user task waits on. Persons become users through the user linked to each person; only enabled
 * internal users are ever chosen. Departments are the administration module's: the platform reads them
 * through an OrgDirectory it is given (app.ts passes the bpm module's), never their tables.
 */

/** What the workflow needs to know of the department tree. */
export type OrgDirectory = {
  /** The department a person belongs to. */
  departmentOfPerson(db: DbOrTx, personId: number): Promise<number | null>;
  /** A department's head person and parent department, or null when there is no such department. */
  department(
    db: DbOrTx,
    departmentId: number,
  ): Promise<{ headPersonId: number | null; parentId: number | null } | null>;
  /** An organisation's parent organisation, or null at the top (a deployment for a parent applies below it). */
  parentOrg(db: DbOrTx, orgId: number): Promise<number | null>;
};

export type AssigneeContext = { initiatorUserId: number; variables: Record<string, unknown> };

/** How far up the department tree the superior is looked for (a guard against a loop in the data). */
const MAX_DEPTH = 50;

/** The user ids a rule names now, without duplicates; empty when nobody qualifies. */
export async function resolveAssignees(
  db: DbOrTx,
  org: OrgDirectory,
  rule: AssigneeRule,
  context: AssigneeContext,
): Promise<number[]> {
  const values = (rule.value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  switch (rule.type) {
    case 'PERSON':
      return usersOfPersons(db, values.map(Number));
    case 'POSITION':
      return usersOfPersons(db, await holdersOfPositions(db, values));
    case 'RESPONSIBILITY':
      return holdersOfResponsibilities(db, values);
    case 'DEPT_HEAD': {
      const departmentId = rule.value
        ? idsIn(context.variables[rule.value])[0]
        : await initiatorDepartment(db, org, context.initiatorUserId);
      if (departmentId == null) return [];
      const head = (await org.department(db, departmentId))?.headPersonId;
      return head == null ? [] : usersOfPersons(db, [head]);
    }
    case 'INITIATOR_SUPERIOR':
      return initiatorSuperior(db, org, context.initiatorUserId);
    case 'FIELD': {
      const ids = idsIn(context.variables[rule.value ?? '']);
      return rule.fieldType === 'USER' ? enabledInternalUsers(db, ids) : usersOfPersons(db, ids);
    }
  }
}

/** A variable holding an id, a list of ids, or a comma-separated text of ids. */
function idsIn(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return list.map((v) => Number(typeof v === 'string' ? v.trim() : v)).filter((n) => Number.isInteger(n) && n > 0);
}

const internalAndEnabled = and(eq(users.enabledFlag, 'Y'), eq(users.userType, USER_TYPE_INSIDE));

async function usersOfPersons(db: DbOrTx, personIds: number[]): Promise<number[]> {
  const ids = personIds.filter((n) => Number.isInteger(n) && n > 0);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.personId, ids), internalAndEnabled))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

async function enabledInternalUsers(db: DbOrTx, userIds: number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, userIds), internalAndEnabled))
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

/** Persons holding one of the positions today (enabled position, allotment period covering today). */
async function holdersOfPositions(db: DbOrTx, codes: string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const today = formatDate(new Date());
  const rows = await db
    .selectDistinct({ personId: positionAllotments.personId })
    .from(positionAllotments)
    .innerJoin(positions, eq(positions.id, positionAllotments.positionId))
    .where(
      and(
        inArray(positions.positionCode, codes),
        eq(positions.enabledFlag, 'Y'),
        lte(positionAllotments.dateFrom, today),
        or(isNull(positionAllotments.dateTo), gte(positionAllotments.dateTo, today)),
      ),
    );
  return rows.map((r) => r.personId);
}

async function holdersOfResponsibilities(db: DbOrTx, codes: string[]): Promise<number[]> {
  if (codes.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(userResponsibilities)
    .innerJoin(responsibilities, eq(responsibilities.id, userResponsibilities.responsibilityId))
    .innerJoin(users, eq(users.id, userResponsibilities.userId))
    .where(
      and(
        inArray(responsibilities.responsibilityCode, codes),
        eq(responsibilities.enabledFlag, 'Y'),
        eq(userResponsibilities.enabledFlag, 'Y'),
        internalAndEnabled,
      ),
    )
    .orderBy(users.id);
  return rows.map((r) => r.id);
}

async function personOfUser(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ personId: users.personId }).from(users).where(eq(users.id, userId));
  return row?.personId ?? null;
}

async function initiatorDepartment(db: DbOrTx, org: OrgDirectory, initiatorUserId: number) {
  const personId = await personOfUser(db, initiatorUserId);
  return personId == null ? null : org.departmentOfPerson(db, personId);
}

/**
 * The organisation structure has department heads but no "reports to" link, so the superior is the head
 * of the initiator's department; when the initiator heads it (or it has no head), the head of the
 * department above, and so on up the tree.
 */
async function initiatorSuperior(db: DbOrTx, org: OrgDirectory, initiatorUserId: number): Promise<number[]> {
  const personId = await personOfUser(db, initiatorUserId);
  if (personId == null) return [];
  let departmentId = await org.departmentOfPerson(db, personId);
  for (let depth = 0; departmentId != null && depth < MAX_DEPTH; depth++) {
    const department = await org.department(db, departmentId);
    if (!department) return [];
    if (department.headPersonId != null && department.headPersonId !== personId) {
      const heads = await usersOfPersons(db, [department.headPersonId]);
      if (heads.length > 0) return heads;
    }
    departmentId = department.parentId;
  }
  return [];
}
