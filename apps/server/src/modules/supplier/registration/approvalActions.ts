import { type RegistrationForm, t, USER_TYPE_SUPPLIER } from '@srm/core';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { menu, resource } from '../../../platform/access/rules.ts';
import { responsibilities, userResponsibilities } from '../../../platform/access/schema.ts';
import { users } from '../../../platform/auth/schema.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../../../platform/db/paging.ts';
import { containsAny } from '../../../platform/db/search.ts';
import type { DbOrTx, Tx } from '../../../platform/db/types.ts';
import { attachments } from '../../../platform/files/schema.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { nextNumber } from '../../../platform/numbering/numbering.ts';
import { type RegistrationRow, supplierRegistrations } from '../registrationSchema.ts';
import { suppliers } from '../schema.ts';
import { appOrigin, editLink } from './links.ts';
import { APPROVAL_MENU, registrationDecided } from './notifyApprovers.ts';
import { registrationView, statusText } from './registrationView.ts';
import { REGISTRATION_FUNCTION_ID, registrationBusinessId } from './supplierRows.ts';
import { LINK_TOKEN_DAYS, rotateToken } from './tokens.ts';

/*
 * The Registration approval screen (internal, menu SLC_REGISTER_APPROVAL): the list, the detail of a
 * registration with its files, and the three decisions. Each decision claims the registration with a
 * conditional update (status SUBMITTED → the new one) as the first statement of its transaction, so
 * repeated or concurrent clicks decide once and approval creates one supplier and one user.
 */
const entity = 'srmSupplierRegistration';
const server = 'srmServer' as const;
/** The supplier portal responsibility the first user of an approved supplier receives. */
const SUPPLIER_RESPONSIBILITY = 'SUP_PORTAL';
const SUPPLIER_NUMBER = { prefix: 'S', datePattern: '' as const, digits: 6 };

const listByPage = defineAction({
  server,
  entity,
  action: 'listByPage',
  summary: 'Supplier registrations, newest first, by status, number / company name / e-mail and submit date',
  auth: menu(APPROVAL_MENU),
  body: z.object({
    searchParams: z
      .object({
        status: z.enum(['SUBMITTED', 'RETURNED', 'APPROVED', 'REJECTED']).optional(),
        keyword: z.string().trim().max(128).optional(),
        submittedFrom: z.string().date().optional(),
        submittedTo: z.string().date().optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const s = body.searchParams;
    // Drafts are the applicant's business until submitted.
    const c: SQL[] = [sql`${supplierRegistrations.status} <> 'DRAFT'`];
    if (s.status) c.push(eq(supplierRegistrations.status, s.status));
    if (s.keyword) {
      c.push(
        containsAny(s.keyword, [
          supplierRegistrations.registrationNumber,
          supplierRegistrations.supplierName,
          supplierRegistrations.applicantEmail,
          supplierRegistrations.creditCode,
        ]),
      );
    }
    if (s.submittedFrom) c.push(gte(supplierRegistrations.submittedAt, new Date(`${s.submittedFrom}T00:00:00`)));
    if (s.submittedTo) {
      const end = new Date(`${s.submittedTo}T00:00:00`);
      end.setDate(end.getDate() + 1);
      c.push(lt(supplierRegistrations.submittedAt, end));
    }
    const where = and(...c);
    const [rows, total] = await Promise.all([
      deps.db
        .select({
          id: supplierRegistrations.id,
          registrationNumber: supplierRegistrations.registrationNumber,
          supplierName: supplierRegistrations.supplierName,
          creditCode: supplierRegistrations.creditCode,
          applicantEmail: supplierRegistrations.applicantEmail,
          status: supplierRegistrations.status,
          submittedAt: supplierRegistrations.submittedAt,
          decidedAt: supplierRegistrations.decidedAt,
          decisionReason: supplierRegistrations.decisionReason,
          supplierNumber: suppliers.supplierNumber,
        })
        .from(supplierRegistrations)
        .leftJoin(suppliers, eq(suppliers.id, supplierRegistrations.supplierId))
        .where(where)
        .orderBy(desc(supplierRegistrations.submittedAt), desc(supplierRegistrations.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, supplierRegistrations, where, body),
    ]);
    const data = rows.map((r) => ({
      ...r,
      _actions: r.status === 'SUBMITTED' ? ['approve', 'return', 'reject'] : [],
    }));
    return { data, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

async function submittedRegistration(db: DbOrTx, id: number): Promise<RegistrationRow> {
  const [row] = await db.select().from(supplierRegistrations).where(eq(supplierRegistrations.id, id));
  if (!row || row.status === 'DRAFT') throw notFound();
  return row;
}

const findById = defineAction({
  server,
  entity,
  action: 'findById',
  summary: 'One registration with the submitted form and its files',
  auth: menu(APPROVAL_MENU),
  body: z.object({ id: z.coerce.number().int().positive() }),
  handler: async ({ deps, body }) => {
    const row = await submittedRegistration(deps.db, body.id);
    const [supplier] = row.supplierId
      ? await deps.db
          .select({ supplierNumber: suppliers.supplierNumber, supplierStatus: suppliers.supplierStatus })
          .from(suppliers)
          .where(eq(suppliers.id, row.supplierId))
      : [];
    return {
      data: {
        ...(await registrationView(deps.db, row)),
        supplierNumber: supplier?.supplierNumber ?? null,
        supplierStatus: supplier?.supplierStatus ?? null,
        _actions: row.status === 'SUBMITTED' ? ['approve', 'return', 'reject'] : [],
      },
    };
  },
});

/**
 * Moves a SUBMITTED registration to `status` in `tx`, or explains why not: 404 when it does not exist,
 * 409 with its current state when it was decided already (by this click's twin or by someone else).
 */
async function claim(tx: Tx, id: number, status: string, userId: number, reason: string | null, lang: 'CN' | 'EN') {
  const [row] = await tx
    .update(supplierRegistrations)
    .set({
      status,
      decisionReason: reason,
      decidedBy: userId,
      decidedAt: new Date(),
      lastUpdatedBy: userId,
      lastUpdateDate: new Date(),
      version: sql`${supplierRegistrations.version} + 1`,
    })
    .where(and(eq(supplierRegistrations.id, id), eq(supplierRegistrations.status, 'SUBMITTED')))
    .returning();
  if (row) {
    await registrationDecided(tx, id, userId);
    return row;
  }
  const current = await submittedRegistration(tx, id);
  throw new AppError(409, 'registration.notDecidable', { status: statusText(current.status, lang) });
}

/** The next free S number (the demo suppliers were numbered by hand, so the counter may meet them). */
async function freeSupplierNumber(tx: Tx): Promise<string> {
  for (;;) {
    const candidate = await nextNumber(tx, 'SUPPLIER', SUPPLIER_NUMBER);
    const [taken] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.supplierNumber, candidate))
      .limit(1);
    if (!taken) return candidate;
  }
}

const idBody = z.object({ id: z.coerce.number().int().positive() });
const reasonBody = idBody.extend({ reason: z.string().trim().min(1, 'field.required').max(1000) });

const doApproval = defineAction({
  server,
  entity,
  action: 'doApproval',
  summary: 'Approve: the supplier becomes REGISTERED with an S number, its first user is created and mailed',
  auth: resource('btnRegApprove'),
  mutates: true,
  body: idBody,
  handler: async ({ deps, body, user, lang, req }) => {
    const me = user!.userId;
    const done = await deps.db.transaction(async (tx) => {
      const reg = await claim(tx, body.id, 'APPROVED', me, null, lang);
      const supplierNumber = await freeSupplierNumber(tx);
      await tx
        .update(suppliers)
        .set({
          supplierNumber,
          supplierStatus: 'REGISTERED',
          purchaseFlag: 'Y',
          paymentFlag: 'Y',
          approvedBy: me,
          approvedAt: new Date(),
          lastUpdatedBy: me,
          lastUpdateDate: new Date(),
          version: sql`${suppliers.version} + 1`,
        })
        .where(eq(suppliers.id, reg.supplierId!));
      const form = reg.formData as RegistrationForm;
      const contact = form.contacts[0];
      const [account] = await tx
        .insert(users)
        .values({
          userName: reg.applicantEmail,
          userFullName: contact?.contactName ?? reg.supplierName ?? reg.applicantEmail,
          userType: USER_TYPE_SUPPLIER,
          passwordHash: reg.passwordHash!,
          email: reg.applicantEmail,
          phone: contact?.mobile ?? null,
          supplierId: reg.supplierId,
          passwordChangedAt: new Date(),
          createdBy: me,
          lastUpdatedBy: me,
        })
        .returning({ id: users.id });
      const [portal] = await tx
        .select({ id: responsibilities.id })
        .from(responsibilities)
        .where(eq(responsibilities.responsibilityCode, SUPPLIER_RESPONSIBILITY));
      if (portal)
        await tx
          .insert(userResponsibilities)
          .values({ userId: account.id, responsibilityId: portal.id, createdBy: me, lastUpdatedBy: me });
      // The files become the supplier's own: its users may now read them through the file server.
      await tx
        .update(attachments)
        .set({ supplierId: reg.supplierId })
        .where(
          and(
            eq(attachments.functionId, REGISTRATION_FUNCTION_ID),
            eq(attachments.businessId, registrationBusinessId(reg.id)),
          ),
        );
      await tx.update(supplierRegistrations).set({ userId: account.id }).where(eq(supplierRegistrations.id, reg.id));
      return { reg, supplierNumber };
    });
    await deps.mailer.send({
      to: done.reg.applicantEmail,
      subject: t('registration.approvedMailSubject', lang),
      text: t('registration.approvedMailBody', lang, {
        name: done.reg.supplierName ?? '',
        number: done.supplierNumber,
        userName: done.reg.applicantEmail,
        url: `${appOrigin(req)}/login`,
      }),
    });
    return {
      data: { supplierNumber: done.supplierNumber, userName: done.reg.applicantEmail },
      msg: 'registration.approved',
      msgParams: { number: done.supplierNumber },
    };
  },
});

const doReturn = defineAction({
  server,
  entity,
  action: 'doReturn',
  summary: 'Return the registration for edits with a reason; the applicant is mailed a link to edit it',
  auth: resource('btnRegReturn'),
  mutates: true,
  body: reasonBody,
  handler: async ({ deps, body, user, lang, req }) => {
    const { reg, token } = await deps.db.transaction(async (tx) => {
      const reg = await claim(tx, body.id, 'RETURNED', user!.userId, body.reason, lang);
      return { reg, token: await rotateToken(tx, reg.id, LINK_TOKEN_DAYS * 24) };
    });
    await deps.mailer.send({
      to: reg.applicantEmail,
      subject: t('registration.returnedMailSubject', lang),
      text: t('registration.returnedMailBody', lang, {
        name: reg.supplierName ?? '',
        number: reg.registrationNumber ?? '',
        reason: body.reason,
        days: LINK_TOKEN_DAYS,
        url: editLink(req, token),
      }),
    });
    return { msg: 'registration.returned' };
  },
});

const doReject = defineAction({
  server,
  entity,
  action: 'doReject',
  summary: 'Reject the registration with a reason; the company name becomes free again',
  auth: resource('btnRegReject'),
  mutates: true,
  body: reasonBody,
  handler: async ({ deps, body, user, lang }) => {
    const reg = await deps.db.transaction(async (tx) => {
      const reg = await claim(tx, body.id, 'REJECTED', user!.userId, body.reason, lang);
      await tx
        .update(suppliers)
        .set({ supplierStatus: 'REJECTED', lastUpdatedBy: user!.userId, lastUpdateDate: new Date() })
        .where(eq(suppliers.id, reg.supplierId!));
      return reg;
    });
    await deps.mailer.send({
      to: reg.applicantEmail,
      subject: t('registration.rejectedMailSubject', lang),
      text: t('registration.rejectedMailBody', lang, {
        name: reg.supplierName ?? '',
        number: reg.registrationNumber ?? '',
        reason: body.reason,
      }),
    });
    return { msg: 'registration.rejected' };
  },
});

export const registrationApprovalActions = [listByPage, findById, doApproval, doReturn, doReject];
