-- The tender (issue 17 items 3-6), for databases seeded before it: the lookups it adds (the SRC_TENDER to-do
-- type, the OPENED and EVALUATED statuses), the tender's own buttons on SRC_TENDER, the pages of the opening,
-- the evaluation, the bid reports and the supplier portal's SUP_TENDER, and the grants of seed/demoMenus.ts
-- (buyers and administrators; the approver, who approves publications and sits on committees and juries;
-- supplier users on SUP_TENDER). On a fresh database (no SOURCING folder yet: the seed runs after the
-- migrations) every statement finds nothing to do and the seed builds the same rows.
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t JOIN (VALUES
  ('SYS_TOBEDO', 'SRC_TENDER', '招标单', 'Tender', 920),
  ('DOC_STATUS', 'OPENED', '已开标', 'Bids opened', 930), ('DOC_STATUS', 'EVALUATED', '已评标', 'Evaluated', 940)
) AS v(lookup_type, code, meaning, meaning_en, seq) ON v.lookup_type = t."lookup_type"
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT v.code, v.cn, v.en, s."id", '20', s."level_id" + 1, v.url,
  (SELECT coalesce(max(c."order_no"), 0) + v.step FROM "base_menu" c WHERE c."menu_parent_id" = s."id")
FROM "base_menu" s JOIN (VALUES
  ('SOURCING', 'SRC_TENDER_OPENING', '开标', 'Bid opening', 'tenderOpening', 10),
  ('SOURCING', 'SRC_EVALUATION', '评标', 'Evaluation', 'tenderEvaluation', 20),
  ('SOURCING', 'SRC_BID_REPORT', '投标报表', 'Bid reports', 'bidReportList', 30),
  ('SUP_SOURCING', 'SUP_TENDER', '招标', 'Tenders', 'tenderSupplierList', 10)
) AS v(parent, code, cn, en, url, step) ON v.parent = s."menu_code"
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_menu" x WHERE x."menu_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", b.code, b.cn, b.en
FROM "base_menu" m JOIN (VALUES
  ('SRC_TENDER', 'btnAdd', '新增', 'Add'), ('SRC_TENDER', 'btnEdit', '编辑', 'Edit'), ('SRC_TENDER', 'btnDelete', '删除', 'Delete'),
  ('SRC_TENDER', 'btnSubmit', '提交', 'Submit'), ('SRC_TENDER', 'btnExport', '导出', 'Export'),
  ('SRC_TENDER', 'btnUploadAttachment', '上传附件', 'Upload attachment'),
  ('SRC_TENDER', 'btnDownloadAttachment', '下载附件', 'Download attachment'),
  ('SRC_TENDER', 'btnDelAttachment', '删除附件', 'Delete attachment'),
  ('SRC_TENDER', 'btnAbolish', '撤销', 'Withdraw'), ('SRC_TENDER', 'btnPrint', '打印', 'Print'),
  ('SRC_TENDER', 'btnChangeLetter', '发布变更函', 'Issue change letter'),
  ('SRC_TENDER', 'btnConfirmPayment', '确认缴费', 'Confirm payment'),
  ('SRC_TENDER', 'btnRefundBond', '退还保证金', 'Refund bond'),
  ('SRC_BID_REPORT', 'btnExport', '导出', 'Export')
) AS b(menu_code, code, cn, en) ON b.menu_code = m."menu_code"
WHERE NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = b.code);
--> statement-breakpoint
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT r."id", m."id"
FROM "base_responsibility" r, "base_menu" m
WHERE (r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER', 'PUR_APPROVER') AND m."menu_code" IN ('SRC_TENDER', 'SRC_TENDER_OPENING', 'SRC_EVALUATION')
    OR r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER') AND m."menu_code" = 'SRC_BID_REPORT'
    OR r."responsibility_code" = 'SUP_PORTAL' AND m."menu_code" = 'SUP_TENDER')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT r."id", res."id"
FROM "base_responsibility" r, "base_menu_resource" res JOIN "base_menu" m ON m."id" = res."menu_id"
WHERE (r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER', 'PUR_APPROVER') AND m."menu_code" = 'SRC_TENDER'
    OR r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER') AND m."menu_code" = 'SRC_BID_REPORT')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = r."id" AND x."resource_id" = res."id");
