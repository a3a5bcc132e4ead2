import { inArray } from 'drizzle-orm';
import { notify } from '../modules/notice/index.ts';
import { users } from '../platform/auth/schema.ts';
import type { Db } from '../platform/db/types.ts';

/*
 * Three notifications the server tests of the home, notices, messages and realtime read (the buyer's two,
 * one of them a LINK, and supplier1's one). They were part of the demo seed; the demo now gets its
 * notifications from what its story does (seed/demoStory.ts), where each belongs to a real document, so
 * the tests keep theirs here, in the template every test file starts from.
 */
export async function seedFixtureNotifications(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(inArray(users.userName, ['admin', 'buyer', 'supplier1']));
  const id = Object.fromEntries(people.map((u) => [u.userName, u.id]));
  await db.transaction(async (tx) => {
    await notify(tx, {
      recipientUserIds: [id.buyer],
      title: '您的采购申请已审批通过',
      content: '采购申请已审批通过，可以下达采购订单。',
      billType: 'PUR_REQUISITION',
      menuCode: 'PUR_REQUISITION',
      createdBy: id.admin,
    });
    await notify(tx, {
      recipientUserIds: [id.buyer],
      title: '供应商资质即将到期提醒',
      content: '有供应商的资质文件将在30天内到期，请及时跟进。',
      billType: 'LINK',
      billLink: 'https://www.example.com/srm/qualification-help',
      createdBy: id.admin,
    });
    await notify(tx, {
      recipientUserIds: [id.supplier1],
      title: '您有一张新的采购订单待确认',
      content: '采购方已下达新的采购订单，请在三天内确认。',
      billType: 'PO_ORDER',
      createdBy: id.buyer,
    });
  });
}
