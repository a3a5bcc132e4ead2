import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { PUBLIC } from '../../../platform/access/rules.ts';
import { captchaAnswerForTests } from '../../../platform/auth/captcha.ts';
import { defineAction } from '../../../platform/http/action.ts';
import { mailOutbox } from '../../../platform/mail/schema.ts';
import { copyDemoSupplierWithUser } from './supplierCopy.ts';

/*
 * Only registered when the server runs with SRM_TEST_HOOKS=1 (the end-to-end suite): the browser test
 * reads the captcha picture's answer and the mailed code as the person at the screen would read them, and
 * adds a supplier when a story needs more than the demo's two.
 * The embedded database is locked by the running server, so the test cannot read the tables itself.
 */
const captchaAnswer = defineAction({
  server: 'srmServer',
  entity: 'srmTestHooks',
  action: 'captchaAnswer',
  summary: 'TEST ONLY (SRM_TEST_HOOKS=1): the answer of an issued captcha',
  auth: PUBLIC,
  body: z.object({ captchaId: z.string().max(64) }),
  handler: async ({ deps, body }) => ({ data: (await captchaAnswerForTests(deps.db, body.captchaId)) ?? null }),
});

const lastMail = defineAction({
  server: 'srmServer',
  entity: 'srmTestHooks',
  action: 'lastMail',
  summary: 'TEST ONLY (SRM_TEST_HOOKS=1): the last mail recorded for an address',
  auth: PUBLIC,
  body: z.object({ to: z.string().max(128) }),
  handler: async ({ deps, body }) => {
    const [mail] = await deps.db
      .select({ subject: mailOutbox.subject, body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, body.to))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return { data: mail ?? null };
  },
});

/** A third qualified supplier with a login for stories that need more bidders than the demo has. */
const addSupplier = defineAction({
  server: 'srmServer',
  entity: 'srmTestHooks',
  action: 'addSupplier',
  summary:
    'TEST ONLY (SRM_TEST_HOOKS=1): a qualified supplier with a portal login (demo password), copied from the first demo supplier',
  auth: PUBLIC,
  mutates: true,
  body: z.object({
    userName: z.string().trim().min(1).max(64),
    supplierNumber: z.string().trim().min(1).max(32),
    supplierName: z.string().trim().min(1).max(128),
    supplierNameEn: z.string().trim().min(1).max(128),
    supplierShortName: z.string().trim().min(1).max(64),
  }),
  handler: async ({ deps, body }) => ({
    data: { supplierId: await deps.db.transaction((tx) => copyDemoSupplierWithUser(tx, body)) },
  }),
});

export const testHookActions = [captchaAnswer, lastMail, addSupplier];
