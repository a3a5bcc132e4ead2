-- Issue 15 (menus and naming), for databases seeded before it; on a fresh database every statement finds no
-- row and the seed (seed/demoMenus.ts) builds the same tree. Each statement touches only rows still as the
-- demo seed left them, so a menu an administrator has already moved or renamed keeps its place and name.

-- The developer / system tools folder beside Administration, granted to whoever holds one of its pages.
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "image_link", "order_no")
SELECT 'SYS_TOOLS', '系统工具', 'System tools', NULL, '10', 1, 'ToolOutlined', s."order_no" + 5
FROM "base_menu" s
WHERE s."menu_code" = 'SYSTEM' AND s."menu_parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SYS_TOOLS');
--> statement-breakpoint
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT DISTINCT rm."responsibility_id", t."id"
FROM "base_resp_menu" rm
JOIN "base_menu" m ON m."id" = rm."menu_id"
JOIN "base_menu" t ON t."menu_code" = 'SYS_TOOLS'
WHERE m."menu_code" IN ('SYS_DATASOURCE', 'SYS_REDIS', 'SYS_API', 'SYS_MODULES', 'SYS_GALLERY')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = rm."responsibility_id" AND x."menu_id" = t."id");
--> statement-breakpoint
UPDATE "base_menu" m
SET "menu_parent_id" = t."id", "level_id" = 2, "last_update_date" = now(), "version" = m."version" + 1
FROM "base_menu" t, "base_menu" s
WHERE t."menu_code" = 'SYS_TOOLS' AND s."menu_code" = 'SYSTEM'
  AND m."menu_parent_id" = s."id"
  AND m."menu_code" IN ('SYS_DATASOURCE', 'SYS_REDIS', 'SYS_API', 'SYS_MODULES', 'SYS_GALLERY');
--> statement-breakpoint

-- Notice and notification management move from Base data to the message centre, after the user's own pages.
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT DISTINCT rm."responsibility_id", f."id"
FROM "base_resp_menu" rm
JOIN "base_menu" m ON m."id" = rm."menu_id"
JOIN "base_menu" f ON f."menu_code" = 'MESSAGE'
WHERE m."menu_code" IN ('BASE_NOTICE', 'BASE_NOTIFICATION')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = rm."responsibility_id" AND x."menu_id" = f."id");
--> statement-breakpoint
UPDATE "base_menu" m
SET "menu_parent_id" = f."id",
    "order_no" = CASE m."menu_code" WHEN 'BASE_NOTICE' THEN 25 ELSE 26 END,
    "last_update_date" = now(), "version" = m."version" + 1
FROM "base_menu" f, "base_menu" b
WHERE f."menu_code" = 'MESSAGE' AND b."menu_code" = 'BASE_DATA'
  AND m."menu_parent_id" = b."id"
  AND m."menu_code" IN ('BASE_NOTICE', 'BASE_NOTIFICATION');
--> statement-breakpoint

-- "My account" is the account page now, no longer the demo welcome screen.
UPDATE "base_menu" SET "html_url" = 'myAccount', "last_update_date" = now(), "version" = "version" + 1
WHERE "menu_code" = 'MY_ACCOUNT' AND "html_url" = 'homeWelcome';
--> statement-breakpoint

-- Naming (GLOSSARY): 作废 is "Void" (never "Cancel" or "Abolish"), its state "Voided"; 变更 is "Change".
UPDATE "base_menu_resource" SET "resource_name_en" = 'Void'
WHERE "resource_code" = 'btnAbolish' AND "resource_name" = '作废' AND "resource_name_en" IN ('Abolish', 'Cancel');
--> statement-breakpoint
UPDATE "base_menu_resource" SET "resource_name_en" = 'Change'
WHERE "resource_code" = 'btnAlter' AND "resource_name" = '变更' AND "resource_name_en" = 'Alter';
--> statement-breakpoint
UPDATE "base_lookup_values" SET "meaning_en" = 'Voided'
WHERE "lookup_type" = 'DOC_STATUS' AND "lookup_code" = 'ABOLISHED' AND "meaning_en" = 'Abolished';
