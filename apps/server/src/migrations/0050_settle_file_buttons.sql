-- The attachment buttons of deductions and statements (issue 18 items 2–3), for databases seeded before them, as
-- seed/demoMenus.ts gives them: on SET_DEDUCTION upload and delete for those who hold its btnAdd (those who
-- charge) and download for everyone on the page; download on SUP_DEDUCTION (the evidence, once sent), SET_STATEMENT
-- and SUP_STATEMENT (a dispute's files) for everyone holding those pages. Nothing matches on a fresh database.
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", b.code, b.cn, b.en
FROM "base_menu" m JOIN (VALUES
  ('SET_DEDUCTION', 'btnUploadAttachment', '上传附件', 'Upload attachment'),
  ('SET_DEDUCTION', 'btnDelAttachment', '删除附件', 'Delete attachment'),
  ('SET_DEDUCTION', 'btnDownloadAttachment', '下载附件', 'Download attachment'),
  ('SUP_DEDUCTION', 'btnDownloadAttachment', '下载附件', 'Download attachment'),
  ('SET_STATEMENT', 'btnDownloadAttachment', '下载附件', 'Download attachment'),
  ('SUP_STATEMENT', 'btnDownloadAttachment', '下载附件', 'Download attachment')
) AS b(menu_code, code, cn, en) ON b.menu_code = m."menu_code"
WHERE NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = b.code);
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT rm."responsibility_id", res."id"
FROM "base_resp_menu" rm JOIN "base_menu" m ON m."id" = rm."menu_id" JOIN "base_menu_resource" res ON res."menu_id" = m."id"
WHERE m."menu_code" IN ('SET_DEDUCTION', 'SUP_DEDUCTION', 'SET_STATEMENT', 'SUP_STATEMENT')
  AND (res."resource_code" = 'btnDownloadAttachment'
    OR res."resource_code" IN ('btnUploadAttachment', 'btnDelAttachment') AND EXISTS (
      SELECT 1 FROM "base_resp_resource" a JOIN "base_menu_resource" add ON add."id" = a."resource_id"
      WHERE a."responsibility_id" = rm."responsibility_id" AND add."menu_id" = m."id" AND add."resource_code" = 'btnAdd'))
  AND NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = rm."responsibility_id" AND x."resource_id" = res."id");
