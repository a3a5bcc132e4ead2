ALTER TABLE "srm_settle_invoice" ADD COLUMN "settled_flag" varchar(1) DEFAULT 'N' NOT NULL;--> statement-breakpoint
CREATE INDEX "srm_settle_invoice_unsettled_ix" ON "srm_settle_invoice" USING btree ("supplier_id","id") WHERE "srm_settle_invoice"."status" = 'CONFIRMED' and "srm_settle_invoice"."settled_flag" = 'N';--> statement-breakpoint
-- Invoices paid in full before the flag existed: settled when the payment applications PAID on them cover their
-- total with tax (the rule settlement/settledInvoices.ts applies from now on).
UPDATE "srm_settle_invoice" i SET "settled_flag" = 'Y'
WHERE i."status" = 'CONFIRMED'
  AND coalesce((SELECT sum(l."apply_amount") FROM "srm_settle_payment_line" l
                JOIN "srm_settle_payment" p ON p."id" = l."payment_id"
                WHERE l."invoice_id" = i."id" AND p."status" = 'PAID'), 0) >= i."total_with_tax";
--> statement-breakpoint
-- The payment plan, for databases seeded before it: the page SET_PAY_PLAN under SETTLEMENT with its export button,
-- granted as seed/demoMenus.ts does (administrator, finance). On a fresh database nothing matches; the seed builds it.
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT 'SET_PAY_PLAN', '付款计划', 'Payment plan', s."id", '20', s."level_id" + 1, 'paymentPlan',
  (SELECT coalesce(max(c."order_no"), 0) + 10 FROM "base_menu" c WHERE c."menu_parent_id" = s."id")
FROM "base_menu" s
WHERE s."menu_code" = 'SETTLEMENT'
  AND NOT EXISTS (SELECT 1 FROM "base_menu" x WHERE x."menu_code" = 'SET_PAY_PLAN');
--> statement-breakpoint
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", 'btnExport', '导出', 'Export'
FROM "base_menu" m
WHERE m."menu_code" = 'SET_PAY_PLAN'
  AND NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = 'btnExport');
--> statement-breakpoint
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT r."id", m."id"
FROM "base_responsibility" r, "base_menu" m
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'FIN_STAFF') AND m."menu_code" = 'SET_PAY_PLAN'
  AND NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT r."id", res."id"
FROM "base_responsibility" r, "base_menu_resource" res JOIN "base_menu" m ON m."id" = res."menu_id"
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'FIN_STAFF') AND m."menu_code" = 'SET_PAY_PLAN'
  AND NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = r."id" AND x."resource_id" = res."id");
