CREATE INDEX "srm_settle_statement_open_ix" ON "srm_settle_statement" USING btree ("creation_date","id") WHERE "srm_settle_statement"."status" in ('DRAFT', 'SUBMITTED', 'REJECTED');--> statement-breakpoint
CREATE INDEX "srm_settle_invoice_awaiting_ix" ON "srm_settle_invoice" USING btree ("creation_date","id") WHERE "srm_settle_invoice"."status" in ('SUBMITTED', 'REJECTED');--> statement-breakpoint
-- Settlement reports, for databases seeded before them: the page SET_REPORT under SETTLEMENT with its export
-- button, and the grants of seed/demoMenus.ts (administrator, buyer, finance). On a fresh database (no SETTLEMENT
-- folder yet: the seed runs after the migrations) nothing matches and the seed builds the same rows.
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT 'SET_REPORT', '对账结算报表', 'Settlement reports', s."id", '20', s."level_id" + 1, 'settlementReports',
  (SELECT coalesce(max(c."order_no"), 0) + 10 FROM "base_menu" c WHERE c."menu_parent_id" = s."id")
FROM "base_menu" s
WHERE s."menu_code" = 'SETTLEMENT'
  AND NOT EXISTS (SELECT 1 FROM "base_menu" x WHERE x."menu_code" = 'SET_REPORT');
--> statement-breakpoint
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", 'btnExport', '导出', 'Export'
FROM "base_menu" m
WHERE m."menu_code" = 'SET_REPORT'
  AND NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = 'btnExport');
--> statement-breakpoint
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT r."id", m."id"
FROM "base_responsibility" r, "base_menu" m
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF') AND m."menu_code" = 'SET_REPORT'
  AND NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT r."id", res."id"
FROM "base_responsibility" r, "base_menu_resource" res JOIN "base_menu" m ON m."id" = res."menu_id"
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER', 'FIN_STAFF') AND m."menu_code" = 'SET_REPORT'
  AND NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = r."id" AND x."resource_id" = res."id");
