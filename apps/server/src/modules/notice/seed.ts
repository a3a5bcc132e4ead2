import { count, inArray } from 'drizzle-orm';
import { users } from '../../platform/auth/schema.ts';
import type { DbOrTx } from '../../platform/db/types.ts';
import { nextNumber } from '../../platform/numbering/numbering.ts';
import { NOTICE_BILL_TYPE, NOTICE_NUMBER_RULE } from './notices.ts';
import { commonFiles, noticeSuppliers, notices } from './schema.ts';

type DemoNotice = {
  title: string;
  type: string;
  audience: 'ALL' | 'INTERNAL' | 'SUPPLIER';
  content: string;
  top?: boolean;
  supplier1Only?: boolean;
  daysAgo: number;
};

const NOTICES: DemoNotice[] = [
  {
    title: '2026年度钢材集中采购招标公告',
    type: 'TENDER_ANN',
    audience: 'SUPPLIER',
    daysAgo: 1,
    content: '本公司拟对2026年度钢材进行集中采购招标，欢迎符合条件的供应商报名参加。\n报名截止：本月底。',
  },
  {
    title: '办公设备采购招标结果公示',
    type: 'TENDER_ANN',
    audience: 'ALL',
    daysAgo: 6,
    content: '办公设备采购招标已完成评标，中标结果公示如下，公示期三天。',
  },
  {
    title: '电子元器件竞标公告',
    type: 'BIDDING_ANN',
    audience: 'SUPPLIER',
    daysAgo: 2,
    content: '电子元器件年度框架竞标即将开始，请供应商登录系统查看竞标须知。',
  },
  {
    title: 'MRO 物资询价公告',
    type: 'INQUIRY_ANN',
    // Open to everyone: the buyers' home shows the company's inquiries too.
    audience: 'ALL',
    daysAgo: 3,
    content: 'MRO 物资（劳保用品、五金工具）询价，请于三个工作日内报价。',
  },
  {
    title: '精密零件专项询价（定向）',
    type: 'INQUIRY_ANN',
    audience: 'SUPPLIER',
    supplier1Only: true,
    daysAgo: 0,
    content: '本询价仅向苏州精密机械有限公司发出，请按附件图纸报价。',
  },
  {
    title: '包装材料竞价公告',
    type: 'COMPETE_ANN',
    audience: 'SUPPLIER',
    daysAgo: 4,
    content: '包装材料在线竞价将于下周一上午十点开始，请提前熟悉竞价规则。',
  },
  {
    title: '系统升级维护通知',
    type: 'SYSTEM_ANN',
    audience: 'ALL',
    top: true,
    daysAgo: 5,
    content: '系统将于本周六 22:00 至次日 02:00 升级维护，期间暂停服务。\n给您带来的不便敬请谅解。',
  },
  {
    title: '采购制度修订说明（内部）',
    type: 'SYSTEM_ANN',
    audience: 'INTERNAL',
    daysAgo: 7,
    content: '采购管理制度已修订，请全体采购人员学习新版制度。',
  },
];

const GUIDES: [type: string, title: string, audience: 'ALL' | 'INTERNAL' | 'SUPPLIER', description: string][] = [
  ['BUYER_OPERATION_GUIDE', '采购员操作手册', 'INTERNAL', '采购申请、订单与审批的操作说明'],
  ['SUPPLIER_OPERATION_GUIDE', '供应商操作手册', 'ALL', '供应商注册、报价、送货的操作说明'],
  ['PRINTER_OPERATION_GUIDE', '打印机设置指南', 'ALL', '条码打印机驱动安装与纸张设置'],
  ['OTHER_OPERATION_GUIDE', '浏览器设置说明', 'ALL', '推荐浏览器与弹窗设置'],
  ['FINANCING_GUIDE', '供应链融资指南', 'SUPPLIER', '应收账款融资的申请流程'],
];

/** Demo notices, notifications and public documents; does nothing when any notice exists. */
export async function seedNoticeDemo(tx: DbOrTx): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(notices);
  if (Number(n) > 0) return;
  const people = await tx
    .select({ id: users.id, userName: users.userName, supplierId: users.supplierId })
    .from(users)
    .where(inArray(users.userName, ['admin', 'buyer', 'supplier1']));
  const byName = new Map(people.map((u) => [u.userName, u]));
  const admin = byName.get('admin');
  const buyer = byName.get('buyer');
  const supplier1 = byName.get('supplier1');
  if (!admin || !buyer) return;
  const now = Date.now();
  for (const demo of NOTICES) {
    if (demo.supplier1Only && supplier1?.supplierId == null) continue;
    const publishDate = new Date(now - demo.daysAgo * 86_400_000);
    const [row] = await tx
      .insert(notices)
      .values({
        noticeNumber: await nextNumber(tx, NOTICE_BILL_TYPE, NOTICE_NUMBER_RULE),
        noticeTitle: demo.title,
        noticeType: demo.type,
        content: demo.content,
        audience: demo.audience,
        status: 'PUBLISHED',
        publishDate,
        publishUserId: buyer.id,
        topFlag: demo.top ? 'Y' : 'N',
        createdBy: buyer.id,
        lastUpdatedBy: buyer.id,
        creationDate: publishDate,
      })
      .returning({ id: notices.id });
    if (demo.supplier1Only && supplier1?.supplierId != null) {
      await tx.insert(noticeSuppliers).values({ noticeId: row.id, supplierId: supplier1.supplierId });
    }
  }
  // No hand-made notifications: those of the demo come from what the demo story does (seed/demoStory.ts).
  await tx.insert(commonFiles).values(
    GUIDES.map(([fileType, fileTitle, audience, description], i) => ({
      fileTitle,
      fileType,
      audience,
      description,
      orderNo: i,
      createdBy: admin.id,
      lastUpdatedBy: admin.id,
    })),
  );
}
