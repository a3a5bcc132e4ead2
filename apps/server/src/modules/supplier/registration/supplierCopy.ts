import { eq, sql } from 'drizzle-orm';
import { users } from '../../../platform/auth/schema.ts';
import type { DbOrTx } from '../../../platform/db/types.ts';

/*
 * TEST ONLY: another qualified supplier with a portal login, for stories that need more than the two demo
 * suppliers (a tender with three bidders). The supplier is the first demo supplier's row with a new number and
 * names (so qualified, with its contacts and bank), its user has the demo password and the supplier portal.
 * Used by the server's test kits and the end-to-end hook (testHooks.ts, SRM_TEST_HOOKS=1 only).
 */
export async function copyDemoSupplierWithUser(
  db: DbOrTx,
  made: {
    userName: string;
    supplierNumber: string;
    supplierName: string;
    supplierNameEn: string;
    supplierShortName: string;
  },
): Promise<number> {
  // Every column of the first demo supplier but its identity (the supplier module's table, copied in SQL).
  const columns = (
    (await db.execute(sql`select column_name from information_schema.columns where table_schema = current_schema()
      and table_name = 'srm_pos_supplier_info'
      and column_name not in ('id', 'supplier_number', 'supplier_name', 'supplier_name_en', 'supplier_short_name', 'credit_code')
      order by ordinal_position`)) as unknown as { rows: { column_name: string }[] }
  ).rows.map((c) => sql.identifier(c.column_name));
  const list = sql.join(columns, sql`, `);
  const copied =
    (await db.execute(sql`insert into srm_pos_supplier_info (${list}, supplier_number, supplier_name, supplier_name_en, supplier_short_name)
    select ${list}, ${made.supplierNumber}, ${made.supplierName}, ${made.supplierNameEn}, ${made.supplierShortName} from srm_pos_supplier_info
    where id = (select supplier_id from base_users where user_name = 'supplier1') returning id`)) as unknown as {
      rows: { id: number }[];
    };
  const supplierId = Number(copied.rows[0].id);
  const [s1] = await db.select().from(users).where(eq(users.userName, 'supplier1'));
  const [user] = await db
    .insert(users)
    .values({
      userName: made.userName,
      userFullName: made.userName,
      userType: s1.userType,
      passwordHash: s1.passwordHash,
      supplierId,
    })
    .returning({ id: users.id });
  await db.execute(sql`insert into base_user_resp (user_id, responsibility_id)
    select ${user.id}::int, id from base_responsibility where responsibility_code = 'SUP_PORTAL'`);
  return supplierId;
}
