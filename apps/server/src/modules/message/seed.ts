import { eq } from 'drizzle-orm';
import { responsibilities } from '../../platform/access/schema.ts';
import type { Db } from '../../platform/db/types.ts';
import { PAYMENT_NOTICE, PUR_REQ_APPROVED, SUPPLIER_TODO_SENT } from './events.ts';
import { MANUAL_SOURCE, TODO_REMINDER_SOURCE } from './kit.ts';
import { msgArticles, msgConfigs, msgReminderRules, msgSources, msgTemplates, type SourceVariable } from './schema.ts';

/*
 * The payment notice (issue 18): a platform source every database has — migration 0043 adds the same rows to a
 * database whose message centre was seeded before it.
 */
const PAYMENT_NOTICE_VARIABLES: SourceVariable[] = [
  { name: 'number', description: '单据号 / document number', sample: 'FK2611290001' },
  { name: 'amount', description: '付款金额 / amount paid', sample: '11300.00' },
  { name: 'currency', description: '币种 / currency', sample: 'CNY' },
  { name: 'paidDate', description: '付款日期 / paid on', sample: '2026-11-29' },
  { name: 'reference', description: '银行流水号 / bank reference', sample: 'BK20261129001' },
];
const PAYMENT_NOTICE_TEMPLATES = [
  {
    channel: 'IN_APP',
    lang: 'CN',
    title: '付款通知：{{number}} 已付款 {{amount}} {{currency}}',
    body: '{{number}} 已于 {{paidDate}} 付款 {{amount}} {{currency}}，银行流水号 {{reference}}。',
  },
  {
    channel: 'IN_APP',
    lang: 'EN',
    title: 'Payment notice: {{number}} paid, {{amount}} {{currency}}',
    body: '{{number}} was paid on {{paidDate}}: {{amount}} {{currency}}, bank reference {{reference}}.',
  },
  {
    channel: 'EMAIL',
    lang: 'CN',
    title: '【SRM】付款通知：{{number}} 已付款 {{amount}} {{currency}}',
    body: '您好：\n\n{{number}} 已于 {{paidDate}} 付款 {{amount}} {{currency}}，银行流水号 {{reference}}。\n\nSRM 平台',
  },
  {
    channel: 'EMAIL',
    lang: 'EN',
    title: '[SRM] Payment notice: {{number}} paid, {{amount}} {{currency}}',
    body: 'Hello,\n\n{{number}} was paid on {{paidDate}}: {{amount}} {{currency}}, bank reference {{reference}}.\n\nSRM platform',
  },
];

/** Demo message centre: the sources the platform sends, zh + en templates for both channels, configurations, articles, a reminder rule. */
export async function seedMessageDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const v = (name: string, description: string, sample: string): SourceVariable => ({ name, description, sample });
    const sources = await tx
      .insert(msgSources)
      .values([
        {
          sourceCode: PUR_REQ_APPROVED,
          sourceName: '采购申请审批通过',
          sourceNameEn: 'Purchase requisition approved',
          moduleCode: 'PURCHASE',
          variables: [
            v('docNumber', '申请单号 / requisition number', 'PR2605250001'),
            v('purpose', '申请用途 / purpose', '生产线备件'),
            v('amount', '金额 / amount', '12,800.00'),
            v('status', '单据状态 / status', 'APPROVED'),
          ],
        },
        {
          sourceCode: SUPPLIER_TODO_SENT,
          sourceName: '供应商待办下发',
          sourceNameEn: 'Supplier to-do sent',
          moduleCode: 'PENDING',
          variables: [
            v('supplierName', '供应商名称 / supplier name', '苏州精密机械有限公司'),
            v('pendingTitle', '待办内容 / to-do text', '请更新营业执照'),
            v('billNumber', '单据号 / document number', 'PO2605250001'),
          ],
        },
        {
          sourceCode: TODO_REMINDER_SOURCE,
          sourceName: '待办催办',
          sourceNameEn: 'To-do reminder',
          moduleCode: 'WORKFLOW',
          variables: [
            v('pendingTitle', '待办标题 / to-do title', '采购申请 PR2605250001 待审批'),
            v('billNumber', '单据号 / document number', 'PR2605250001'),
            v('hours', '已等待小时数 / hours waiting', '26'),
            v('times', '第几次提醒 / reminder number', '1'),
          ],
        },
        {
          sourceCode: 'QUALIFICATION_EXPIRING',
          sourceName: '资质即将到期',
          sourceNameEn: 'Qualification expiring',
          moduleCode: 'SUPPLIER',
          variables: [
            v('supplierName', '供应商名称 / supplier name', '深圳华信电子有限公司'),
            v('fileName', '资质名称 / qualification', 'ISO 9001 证书'),
            v('validTo', '有效期至 / valid to', '2026-12-15'),
            v('days', '剩余天数 / days left', '20'),
          ],
        },
        {
          sourceCode: PAYMENT_NOTICE,
          sourceName: '付款通知',
          sourceNameEn: 'Payment notice',
          moduleCode: 'SETTLEMENT',
          variables: PAYMENT_NOTICE_VARIABLES,
        },
        {
          sourceCode: MANUAL_SOURCE,
          sourceName: '手工消息',
          sourceNameEn: 'Hand-written message',
          moduleCode: 'MESSAGE',
        },
      ])
      .returning();
    const id = Object.fromEntries(sources.map((s) => [s.sourceCode, s.id]));
    const tpl = (source: string, channel: string, lang: string, title: string, body: string) => ({
      sourceId: id[source],
      channel,
      lang,
      title,
      body,
    });
    await tx
      .insert(msgTemplates)
      .values([
        tpl(
          PUR_REQ_APPROVED,
          'IN_APP',
          'CN',
          '采购申请 {{docNumber}} 已审批通过',
          '您的采购申请 {{docNumber}}（{{purpose}}）已审批通过，金额 {{amount}}。',
        ),
        tpl(
          PUR_REQ_APPROVED,
          'IN_APP',
          'EN',
          'Requisition {{docNumber}} approved',
          'Your requisition {{docNumber}} ({{purpose}}) was approved; amount {{amount}}.',
        ),
        tpl(
          PUR_REQ_APPROVED,
          'EMAIL',
          'CN',
          '【SRM】采购申请 {{docNumber}} 已审批通过',
          '您好：\n\n您的采购申请 {{docNumber}}（{{purpose}}）已审批通过，金额 {{amount}}。\n\nSRM 平台',
        ),
        tpl(
          PUR_REQ_APPROVED,
          'EMAIL',
          'EN',
          '[SRM] Requisition {{docNumber}} approved',
          'Hello,\n\nYour requisition {{docNumber}} ({{purpose}}) was approved; amount {{amount}}.\n\nSRM platform',
        ),
        tpl(
          SUPPLIER_TODO_SENT,
          'IN_APP',
          'CN',
          '新待办：{{pendingTitle}}',
          '{{supplierName}}，您有一条新的待办：{{pendingTitle}} {{billNumber}}',
        ),
        tpl(
          SUPPLIER_TODO_SENT,
          'IN_APP',
          'EN',
          'New to-do: {{pendingTitle}}',
          '{{supplierName}}, you have a new to-do: {{pendingTitle}} {{billNumber}}',
        ),
        tpl(
          SUPPLIER_TODO_SENT,
          'EMAIL',
          'CN',
          '【SRM】新待办：{{pendingTitle}}',
          '{{supplierName}}：\n\n采购方给您发送了一条待办：{{pendingTitle}} {{billNumber}}\n请登录 SRM 平台处理。',
        ),
        tpl(
          SUPPLIER_TODO_SENT,
          'EMAIL',
          'EN',
          '[SRM] New to-do: {{pendingTitle}}',
          '{{supplierName}},\n\nThe buyer sent you a to-do: {{pendingTitle}} {{billNumber}}\nPlease sign in to the SRM platform to handle it.',
        ),
        tpl(
          TODO_REMINDER_SOURCE,
          'IN_APP',
          'CN',
          '催办：{{pendingTitle}}',
          '该待办已等待 {{hours}} 小时，请尽快处理（第 {{times}} 次提醒）。',
        ),
        tpl(
          TODO_REMINDER_SOURCE,
          'IN_APP',
          'EN',
          'Reminder: {{pendingTitle}}',
          'This to-do has waited {{hours}} hours; please handle it (reminder {{times}}).',
        ),
        tpl(
          TODO_REMINDER_SOURCE,
          'EMAIL',
          'CN',
          '【SRM】催办：{{pendingTitle}}',
          '该待办已等待 {{hours}} 小时，请尽快处理（第 {{times}} 次提醒）。',
        ),
        tpl(
          TODO_REMINDER_SOURCE,
          'EMAIL',
          'EN',
          '[SRM] Reminder: {{pendingTitle}}',
          'This to-do has waited {{hours}} hours; please handle it (reminder {{times}}).',
        ),
        tpl(
          'QUALIFICATION_EXPIRING',
          'IN_APP',
          'CN',
          '资质即将到期：{{fileName}}',
          '{{supplierName}} 的 {{fileName}} 将于 {{validTo}} 到期（剩余 {{days}} 天），请及时更新。',
        ),
        tpl(
          'QUALIFICATION_EXPIRING',
          'IN_APP',
          'EN',
          'Qualification expiring: {{fileName}}',
          '{{fileName}} of {{supplierName}} expires on {{validTo}} ({{days}} days left); please renew it.',
        ),
        ...PAYMENT_NOTICE_TEMPLATES.map((x) => tpl(PAYMENT_NOTICE, x.channel, x.lang, x.title, x.body)),
      ]);
    const [rule] = await tx
      .insert(msgReminderRules)
      .values({
        ruleName: '审批待办 24 小时催办',
        firstAfterHours: 24,
        repeatHours: 24,
        maxTimes: 3,
        channels: 'IN_APP',
      })
      .returning();
    const [buyerResp] = await tx
      .select({ id: responsibilities.id })
      .from(responsibilities)
      .where(eq(responsibilities.responsibilityCode, 'PUR_BUYER'));
    await tx.insert(msgConfigs).values([
      { sourceId: id[PUR_REQ_APPROVED], channels: 'IN_APP,EMAIL' },
      { sourceId: id[SUPPLIER_TODO_SENT], channels: 'IN_APP,EMAIL' },
      { sourceId: id[PAYMENT_NOTICE], channels: 'IN_APP,EMAIL' },
      { sourceId: id[TODO_REMINDER_SOURCE], channels: 'IN_APP', reminderRuleId: rule.id },
      // Off in the demo: the supplier module's expiry job will raise this event.
      {
        sourceId: id.QUALIFICATION_EXPIRING,
        enabledFlag: 'N',
        channels: 'IN_APP',
        respIds: buyerResp ? [buyerResp.id] : [],
      },
    ]);
    await tx.insert(msgArticles).values([
      {
        title: 'SRM 平台供应商操作须知',
        category: 'KNOWLEDGE',
        audience: 'SUPPLIER',
        status: 'PUBLISHED',
        publishDate: new Date(),
        body: '1. 收到待办后请在 3 个工作日内处理。\n2. 资质到期前 30 天请上传新证书。',
      },
      {
        title: '2026 年度采购工作会议纪要',
        category: 'NEWS',
        audience: 'INTERNAL',
        status: 'DRAFT',
        body: '会议确定了年度降本目标与供应商绩效评价方案。',
      },
    ]);
  });
}
