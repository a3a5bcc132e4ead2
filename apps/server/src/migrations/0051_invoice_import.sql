-- The supplier's import of invoice registrations (issue 18 item 4, modules/settlement/invoiceImport.ts), for
-- databases seeded before it, as seed/demoMenus.ts gives it: the button btnImport on SUP_INVOICE, granted to the
-- responsibilities that hold that page's btnAdd (those who register invoices). Nothing matches on a fresh database.
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", 'btnImport', '导入', 'Import'
FROM "base_menu" m
WHERE m."menu_code" = 'SUP_INVOICE'
  AND NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = 'btnImport');
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT a."responsibility_id", imp."id"
FROM "base_menu" m
JOIN "base_menu_resource" imp ON imp."menu_id" = m."id" AND imp."resource_code" = 'btnImport'
JOIN "base_menu_resource" add ON add."menu_id" = m."id" AND add."resource_code" = 'btnAdd'
JOIN "base_resp_resource" a ON a."resource_id" = add."id"
WHERE m."menu_code" = 'SUP_INVOICE'
  AND NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = a."responsibility_id" AND x."resource_id" = imp."id");
