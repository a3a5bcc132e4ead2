import { EMAIL_PATTERN, registrationFormSchema, t } from '@srm/core';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PUBLIC } from '../../../platform/access/rules.ts';
import { checkCaptcha } from '../../../platform/auth/captcha.ts';
import { hashPassword, passwordProblem } from '../../../platform/auth/password.ts';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { AppError } from '../../../platform/http/errors.ts';
import { nextNumber } from '../../../platform/numbering/numbering.ts';
import { profileFlag } from '../../../platform/profiles/profiles.ts';
import { isDistrict } from '../../base/index.ts';
import { supplierRegistrations } from '../registrationSchema.ts';
import { CODE_MINUTES, sendCode, useCode } from './emailCodes.ts';
import { registrationIntegrations } from './integrations.ts';
import { pendingLink } from './links.ts';
import { notifyApprovers } from './notifyApprovers.ts';
import { registrationView, statusText } from './registrationView.ts';
import { checkFilesBelong, nameTaken, writePotentialSupplier } from './supplierRows.ts';
import {
  DRAFT_TOKEN_HOURS,
  hoursFromNow,
  LINK_TOKEN_DAYS,
  newToken,
  registrationByToken,
  rotateToken,
  sha256,
} from './tokens.ts';

/*
 * The anonymous calls of the registration pages. Everything after e-mail verification needs the
 * registration's token and touches that registration only.
 */
const entity = 'srmSupplierRegister';
const server = 'srmServer' as const;

const email = z.string().trim().toLowerCase().max(64).regex(EMAIL_PATTERN, 'registration.emailInvalid');
const token = z.string().trim().min(1, 'field.required').max(100);
const purpose = z.enum(['REGISTER', 'EDIT']).default('REGISTER');
const codePurpose = (p: 'REGISTER' | 'EDIT') => (p === 'REGISTER' ? 'SUPPLIER_REGISTER' : 'SUPPLIER_REG_EDIT');
/** Statuses that hold on to an e-mail address: a new registration under it is refused. */
const LIVE = ['SUBMITTED', 'RETURNED', 'APPROVED'];

/** An account exists under the address, or a registration of it is under way or approved. */
async function emailTaken(db: DbOrTx, address: string) {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.userName}) = ${address}`)
    .limit(1);
  if (user) return true;
  const [reg] = await db
    .select({ id: supplierRegistrations.id })
    .from(supplierRegistrations)
    .where(and(eq(supplierRegistrations.applicantEmail, address), inArray(supplierRegistrations.status, LIVE)))
    .limit(1);
  return !!reg;
}

const sendEmailCode = defineAction({
  server,
  entity,
  action: 'sendEmailCode',
  summary: 'Mail a registration verification code (captcha required; one mail a minute per address)',
  auth: PUBLIC,
  mutates: true,
  body: z.object({
    email,
    purpose,
    captchaId: z.string().max(64).optional(),
    captcha: z.string().max(16).optional(),
  }),
  handler: async ({ deps, body, lang }) => {
    if (!body.captcha) throw new AppError(400, 'auth.captchaRequired');
    if (!(await checkCaptcha(deps.db, body.captchaId, body.captcha))) throw new AppError(400, 'auth.captchaWrong');
    if (body.purpose === 'REGISTER' && (await emailTaken(deps.db, body.email)))
      throw new AppError(409, 'registration.emailTaken');
    await sendCode(deps.db, deps.mailer, body.email, codePurpose(body.purpose), lang);
    return { msg: 'registration.codeSent', msgParams: { email: body.email, minutes: CODE_MINUTES } };
  },
});

const verifyEmailCode = defineAction({
  server,
  entity,
  action: 'verifyEmailCode',
  summary: 'Check the mailed code; answers the token of a new (REGISTER) or the existing (EDIT) registration',
  auth: PUBLIC,
  mutates: true,
  body: z.object({ email, purpose, code: z.string().trim().min(1, 'field.required').max(12) }),
  handler: async ({ deps, body }) => {
    const { db } = deps;
    await useCode(db, body.email, codePurpose(body.purpose), body.code);
    if (body.purpose === 'EDIT') {
      const [reg] = await db
        .select()
        .from(supplierRegistrations)
        .where(
          and(
            eq(supplierRegistrations.applicantEmail, body.email),
            inArray(supplierRegistrations.status, [...LIVE, 'REJECTED']),
          ),
        )
        .orderBy(desc(supplierRegistrations.id))
        .limit(1);
      if (!reg) throw new AppError(404, 'registration.noRegistration');
      const fresh = await rotateToken(db, reg.id, LINK_TOKEN_DAYS * 24);
      return { data: { token: fresh, status: reg.status } };
    }
    if (await emailTaken(db, body.email)) throw new AppError(409, 'registration.emailTaken');
    const [draft] = await db
      .select({ id: supplierRegistrations.id })
      .from(supplierRegistrations)
      .where(and(eq(supplierRegistrations.applicantEmail, body.email), eq(supplierRegistrations.status, 'DRAFT')))
      .orderBy(desc(supplierRegistrations.id))
      .limit(1);
    if (draft) return { data: { token: await rotateToken(db, draft.id, DRAFT_TOKEN_HOURS), status: 'DRAFT' } };
    const fresh = newToken();
    await db.insert(supplierRegistrations).values({
      applicantEmail: body.email,
      status: 'DRAFT',
      tokenHash: sha256(fresh),
      tokenExpiresAt: hoursFromNow(DRAFT_TOKEN_HOURS),
    });
    return { data: { token: fresh, status: 'DRAFT' } };
  },
});

const checkName = defineAction({
  server,
  entity,
  action: 'checkName',
  summary: 'Is a company name already used by a supplier (rejected registrations excepted)?',
  auth: PUBLIC,
  body: z.object({ supplierName: z.string().trim().min(1, 'field.required').max(256), token: token.optional() }),
  handler: async ({ deps, body }) => {
    // The applicant's own supplier row (a returned registration) does not count against its name.
    let own: number | null = null;
    if (body.token) own = (await registrationByToken(deps.db, body.token).catch(() => null))?.supplierId ?? null;
    return { data: { duplicate: await nameTaken(deps.db, body.supplierName, own) } };
  },
});

const findByToken = defineAction({
  server,
  entity,
  action: 'findByToken',
  summary: 'The registration a token opens: state, reason, the submitted form and its files',
  auth: PUBLIC,
  body: z.object({ token }),
  handler: async ({ deps, body }) => ({
    data: await registrationView(deps.db, await registrationByToken(deps.db, body.token)),
  }),
});

const submit = defineAction({
  server,
  entity,
  action: 'submit',
  summary: 'Submit (or resubmit after a return) the registration form',
  auth: PUBLIC,
  mutates: true,
  body: z.object({ token, form: registrationFormSchema, password: z.string().max(128).optional() }),
  handler: async ({ deps, body, lang, req }) => {
    const { db } = deps;
    const reg = await registrationByToken(db, body.token);
    if (reg.status !== 'DRAFT' && reg.status !== 'RETURNED')
      throw new AppError(409, 'registration.notEditable', { status: statusText(reg.status, lang) });
    let passwordHash: string | undefined;
    if (reg.status === 'DRAFT' || body.password) {
      const problem = passwordProblem(body.password ?? '', await profileFlag(db, 'PASSWORD_COMPLEXITY_FLAG'));
      if (problem) throw new AppError(400, problem);
      passwordHash = await hashPassword(body.password!);
    }
    const { form } = body;
    if (await nameTaken(db, form.supplierName, reg.supplierId))
      throw new AppError(409, 'registration.nameDuplicate', { name: form.supplierName });
    if (!isDistrict(form.districtCode)) throw new AppError(400, 'registration.districtInvalid');
    await checkFilesBelong(db, reg.id, [...form.licenceFileIds, ...form.otherFileIds]);

    const number = await db.transaction(async (tx) => {
      // Claim the registration in its current state and version: a double click submits once.
      const [claimed] = await tx
        .update(supplierRegistrations)
        .set({ version: sql`${supplierRegistrations.version} + 1` })
        .where(
          and(
            eq(supplierRegistrations.id, reg.id),
            eq(supplierRegistrations.status, reg.status),
            eq(supplierRegistrations.version, reg.version),
          ),
        )
        .returning({ id: supplierRegistrations.id });
      if (!claimed) throw new AppError(409, 'error.staleVersion');
      const registrationNumber =
        reg.registrationNumber ??
        (await nextNumber(tx, 'SUPPLIER_REGISTER', { prefix: 'REG', datePattern: 'yyMMdd', digits: 4 }));
      const supplierId = await writePotentialSupplier(tx, form, {
        supplierId: reg.supplierId,
        registrationNumber,
        applicantEmail: reg.applicantEmail,
      });
      await tx
        .update(supplierRegistrations)
        .set({
          status: 'SUBMITTED',
          registrationNumber,
          supplierId,
          supplierName: form.supplierName,
          creditCode: form.creditCode,
          formData: form,
          ...(passwordHash ? { passwordHash } : {}),
          submittedAt: new Date(),
          tokenExpiresAt: hoursFromNow(LINK_TOKEN_DAYS * 24),
          lastUpdateDate: new Date(),
        })
        .where(eq(supplierRegistrations.id, reg.id));
      await notifyApprovers(tx, { id: reg.id, number: registrationNumber, name: form.supplierName });
      return registrationNumber;
    });
    await deps.mailer.send({
      to: reg.applicantEmail,
      subject: t('registration.submittedMailSubject', lang),
      text: t('registration.submittedMailBody', lang, {
        name: form.supplierName,
        number,
        days: LINK_TOKEN_DAYS,
        url: pendingLink(req, body.token),
      }),
    });
    return {
      data: { registrationNumber: number, status: 'SUBMITTED' },
      msg: 'registration.submitted',
      msgParams: { number },
    };
  },
});

const integrationMode = defineAction({
  server,
  entity,
  action: 'integrationMode',
  summary: 'Whether licence / ID-card recognition and risk lookup are connected (MANUAL: fill by hand)',
  auth: PUBLIC,
  body: z.object({}).passthrough().optional().default({}),
  handler: async () => ({ data: { mode: registrationIntegrations.mode } }),
});

const recognizeLicence = defineAction({
  server,
  entity,
  action: 'recognizeLicence',
  summary: 'Read the business licence fields from an uploaded licence file (503 while no service is connected)',
  auth: PUBLIC,
  body: z.object({ token, fileId: z.number().int().positive() }),
  handler: async ({ deps, body, lang }) => {
    const reg = await registrationByToken(deps.db, body.token);
    await checkFilesBelong(deps.db, reg.id, [body.fileId]);
    const fields = await registrationIntegrations.recognizeLicence(body.fileId);
    if (!fields)
      throw new AppError(503, 'registration.serviceUnavailable', {
        service: t('registration.service.licenceOcr', lang),
      });
    return { data: fields };
  },
});

const riskLookup = defineAction({
  server,
  entity,
  action: 'riskLookup',
  summary: 'Enterprise risk lookup of a company (503 while no service is connected)',
  auth: PUBLIC,
  body: z.object({ token, supplierName: z.string().trim().min(1).max(256) }),
  handler: async ({ deps, body, lang }) => {
    await registrationByToken(deps.db, body.token);
    const report = await registrationIntegrations.riskLookup(body.supplierName);
    if (!report)
      throw new AppError(503, 'registration.serviceUnavailable', {
        service: t('registration.service.riskLookup', lang),
      });
    return { data: report };
  },
});

export const registrationPublicActions = [
  sendEmailCode,
  verifyEmailCode,
  checkName,
  findByToken,
  submit,
  integrationMode,
  recognizeLicence,
  riskLookup,
];
