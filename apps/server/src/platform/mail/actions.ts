import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireMenuResource } from '../access/menus.ts';
import { menu } from '../access/rules.ts';
import { countCapped, offsetOf, pageInfo, pagingSchema } from '../db/paging.ts';
import { contains } from '../db/search.ts';
import { defineAction } from '../http/action.ts';
import { AppError } from '../http/errors.ts';
import { mailOutbox } from './schema.ts';

/*
 * The mail outbox screen (issue 15 item 6): every mail the platform recorded, with its state — SENT,
 * FAILED, or LOGGED when no SMTP_URL is set and the mail reached no one — and resending one. A default
 * install has no SMTP, so this is where an administrator reads a registration's e-mail code and passes it
 * on. The bodies hold such codes and links: only an administrator (admin flag) reads one, whatever menu
 * a user was given; the list never carries them.
 */

export const MAIL_OUTBOX_MENU = 'SYS_MAIL_OUTBOX';
const SERVER = 'baseServer';
const ENTITY = 'baseMailOutbox';
const STATUSES = ['SENT', 'LOGGED', 'FAILED'] as const;

const columns = {
  mailId: mailOutbox.id,
  toAddress: mailOutbox.toAddress,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  error: mailOutbox.error,
  createdAt: mailOutbox.createdAt,
};

const listByPage = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'listByPage',
  summary:
    'Recorded mails, newest first (recipient, subject, state SENT / LOGGED / FAILED, error; never the body), with `smtpConfigured` in data of the page',
  auth: menu(MAIL_OUTBOX_MENU),
  body: z.object({
    searchParams: z
      .object({
        status: z.enum(STATUSES).optional(),
        toAddress: z.string().trim().max(256).optional(),
      })
      .optional()
      .default({}),
    ...pagingSchema,
  }),
  handler: async ({ deps, body }) => {
    const f = body.searchParams;
    const c: SQL[] = [];
    if (f.status) c.push(eq(mailOutbox.status, f.status));
    if (f.toAddress) c.push(contains(mailOutbox.toAddress, f.toAddress));
    const where = c.length ? and(...c) : undefined;
    const [rows, total] = await Promise.all([
      deps.db
        .select(columns)
        .from(mailOutbox)
        .where(where)
        .orderBy(desc(mailOutbox.id))
        .limit(body.pageRows)
        .offset(offsetOf(body.pageIndex, body.pageRows)),
      countCapped(deps.db, mailOutbox, where, body),
    ]);
    return { data: rows, page: pageInfo(total, body.pageIndex, body.pageRows) };
  },
});

const delivery = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'delivery',
  summary: 'How mail leaves: `{smtpConfigured}` — false means mails are only recorded here (SMTP_URL unset)',
  auth: menu(MAIL_OUTBOX_MENU),
  body: z.object({}),
  handler: async ({ deps }) => ({ data: { smtpConfigured: !!deps.config.smtpUrl } }),
});

/** The bodies carry e-mail codes and registration links: administrators only, checked here. */
function requireAdministrator(user: { adminFlag: 'Y' | 'N' } | null): void {
  if (user?.adminFlag !== 'Y') throw new AppError(403, 'error.forbidden');
}

const findById = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'findById',
  summary: 'One recorded mail with its body (administrators only: 403 for anyone else, whatever menus they hold)',
  auth: menu(MAIL_OUTBOX_MENU),
  body: z.object({ mailId: z.coerce.number().int().positive() }),
  handler: async ({ deps, body, user }) => {
    requireAdministrator(user);
    const [row] = await deps.db
      .select({ ...columns, body: mailOutbox.body })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, body.mailId));
    if (!row) throw new AppError(404, 'error.notFound');
    return { data: row };
  },
});

const resend = defineAction({
  server: SERVER,
  entity: ENTITY,
  action: 'resend',
  summary:
    'Send a recorded mail again (button btnRetry; administrators only): a new row with its own state; answers that row',
  auth: menu(MAIL_OUTBOX_MENU),
  mutates: true,
  body: z.object({ mailId: z.coerce.number().int().positive() }),
  handler: async ({ deps, body, user }) => {
    requireAdministrator(user);
    await requireMenuResource(deps.db, user!, MAIL_OUTBOX_MENU, 'btnRetry');
    const [mail] = await deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, body.mailId));
    if (!mail) throw new AppError(404, 'error.notFound');
    await deps.mailer.send({ to: mail.toAddress, subject: mail.subject, text: mail.body });
    // The mailer records each send as a row of its own: the newest of this mail's recipient and subject.
    const [sent] = await deps.db
      .select(columns)
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, mail.toAddress), eq(mailOutbox.subject, mail.subject)))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return { data: sent, msg: sent.status === 'LOGGED' ? 'mail.resentLogged' : 'mail.resent' };
  },
});

export const mailOutboxActions = [listByPage, delivery, findById, resend];
