-- The contract template setup (issue 19 item 1) on a database seeded before it, as seed/demoMenus.ts gives a new one:
-- CCT_TERMS and CCT_WATERMARK under CONTRACT after CCT_TEMPLATE, the buttons of the three pages, all granted to the
-- administrator and the buyer. On a fresh database (no CONTRACT folder yet: the seed runs after the migrations)
-- nothing matches. The demo template DEMO-PURCHASE is the seed's (a fresh database); here only the pages.
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT p.code, p.cn, p.en, c."id", '20', c."level_id" + 1, p.url,
  (SELECT coalesce(max(x."order_no"), 0) FROM "base_menu" x WHERE x."menu_parent_id" = c."id") + p.step
FROM "base_menu" c
JOIN (VALUES ('CCT_TERMS', '合同条款', 'Contract clauses', 'cctTermsList', 10),
             ('CCT_WATERMARK', '水印', 'Watermarks', 'cctWatermarkList', 20)) AS p(code, cn, en, url, step) ON true
WHERE c."menu_code" = 'CONTRACT'
  AND NOT EXISTS (SELECT 1 FROM "base_menu" x WHERE x."menu_code" = p.code);
--> statement-breakpoint
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", b.code, b.cn, b.en
FROM "base_menu" m
JOIN (VALUES ('CCT_TEMPLATE', 'btnAdd', '新增/新版本', 'Add / new version'),
             ('CCT_TEMPLATE', 'btnEdit', '编辑', 'Edit'),
             ('CCT_TEMPLATE', 'btnPublish', '发布/失效', 'Publish / invalidate'),
             ('CCT_TERMS', 'btnAdd', '新增', 'Add'),
             ('CCT_TERMS', 'btnEdit', '编辑', 'Edit'),
             ('CCT_WATERMARK', 'btnAdd', '新增', 'Add'),
             ('CCT_WATERMARK', 'btnEdit', '编辑', 'Edit')) AS b(menu, code, cn, en) ON b.menu = m."menu_code"
WHERE NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = b.code);
--> statement-breakpoint
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT r."id", m."id"
FROM "base_responsibility" r, "base_menu" m
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER') AND m."menu_code" IN ('CCT_TEMPLATE', 'CCT_TERMS', 'CCT_WATERMARK')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT r."id", res."id"
FROM "base_responsibility" r, "base_menu_resource" res JOIN "base_menu" m ON m."id" = res."menu_id"
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER') AND m."menu_code" IN ('CCT_TEMPLATE', 'CCT_TERMS', 'CCT_WATERMARK')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = r."id" AND x."resource_id" = res."id");
