-- Sourcing rule setup (issue 17 item 1), for databases seeded before it: the lookups and the four menus of
-- seed/demoLookups.ts and seed/demoMenus.ts. On a fresh database (no SOURCING folder yet: the seed runs after
-- the migrations) every statement finds nothing to do and the seed builds the same rows.
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT 'SRC_METHOD', '寻源方式', 'Sourcing methods'
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" WHERE "lookup_type" = 'SRC_METHOD');
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t, (VALUES ('INQUIRY', '询价', 'Inquiry (RFQ)', 10), ('TENDER', '招标', 'Tender', 20), ('AUCTION', '竞价', 'Auction', 30)) AS v(code, meaning, meaning_en, seq)
WHERE t."lookup_type" = 'SRC_METHOD' AND EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT 'SRC_EVAL_METHOD', '评标方法', 'Evaluation methods'
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" WHERE "lookup_type" = 'SRC_EVAL_METHOD');
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t, (VALUES ('LOWEST_PRICE', '最低价法', 'Lowest price', 10), ('WEIGHTED_SCORE', '综合评分法', 'Weighted score', 20)) AS v(code, meaning, meaning_en, seq)
WHERE t."lookup_type" = 'SRC_EVAL_METHOD' AND EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT 'SRC_BOND_RULE', '保证金规则', 'Bid bond rules'
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" WHERE "lookup_type" = 'SRC_BOND_RULE');
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t, (VALUES ('NONE', '无保证金', 'No bond', 10), ('FIXED', '固定金额', 'Fixed amount', 20), ('PERCENT', '按预算比例', 'Percent of estimate', 30)) AS v(code, meaning, meaning_en, seq)
WHERE t."lookup_type" = 'SRC_BOND_RULE' AND EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT 'SRC_CRITERION_KIND', '评分项类型', 'Criterion kinds'
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" WHERE "lookup_type" = 'SRC_CRITERION_KIND');
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t, (VALUES ('TECHNICAL', '技术', 'Technical', 10), ('COMMERCIAL', '商务', 'Commercial', 20)) AS v(code, meaning, meaning_en, seq)
WHERE t."lookup_type" = 'SRC_CRITERION_KIND' AND EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT 'SRC_EXPERT_SOURCE', '专家类型', 'Expert types'
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" WHERE "lookup_type" = 'SRC_EXPERT_SOURCE');
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t, (VALUES ('INTERNAL', '内部专家', 'Internal', 10), ('EXTERNAL', '外部专家', 'External', 20)) AS v(code, meaning, meaning_en, seq)
WHERE t."lookup_type" = 'SRC_EXPERT_SOURCE' AND EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT 'SRC_EXPERT_LEVEL', '专家级别', 'Expert levels'
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" WHERE "lookup_type" = 'SRC_EXPERT_LEVEL');
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t, (VALUES ('SENIOR', '高级', 'Senior', 10), ('INTERMEDIATE', '中级', 'Intermediate', 20), ('JUNIOR', '初级', 'Junior', 30)) AS v(code, meaning, meaning_en, seq)
WHERE t."lookup_type" = 'SRC_EXPERT_LEVEL' AND EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT 'SRC_PROJECT_STATUS', '寻源项目状态', 'Sourcing project statuses'
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" WHERE "lookup_type" = 'SRC_PROJECT_STATUS');
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t, (VALUES ('PLANNING', '计划中', 'Planning', 10), ('RUNNING', '进行中', 'Running', 20), ('CLOSED', '已关闭', 'Closed', 30)) AS v(code, meaning, meaning_en, seq)
WHERE t."lookup_type" = 'SRC_PROJECT_STATUS' AND EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT 'SRC_PROJECT_PERIOD', '寻源项目期间', 'Sourcing project periods'
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" WHERE "lookup_type" = 'SRC_PROJECT_PERIOD');
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t, (VALUES ('YEAR', '全年', 'Whole year', 10), ('H1', '上半年', 'First half', 20), ('H2', '下半年', 'Second half', 30), ('Q1', '第一季度', 'Q1', 40), ('Q2', '第二季度', 'Q2', 50), ('Q3', '第三季度', 'Q3', 60), ('Q4', '第四季度', 'Q4', 70)) AS v(code, meaning, meaning_en, seq)
WHERE t."lookup_type" = 'SRC_PROJECT_PERIOD' AND EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT 'SRC_RULE_TYPE', '寻源类型', 'Sourcing types', s."id", '20', s."level_id" + 1, 'sourcingTypeList',
  (SELECT coalesce(max(c."order_no"), 0) + 10 FROM "base_menu" c WHERE c."menu_parent_id" = s."id")
FROM "base_menu" s
WHERE s."menu_code" = 'SOURCING' AND NOT EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SRC_RULE_TYPE');
--> statement-breakpoint
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT 'SRC_TEMPLATE', '寻源模板', 'Sourcing templates', s."id", '20', s."level_id" + 1, 'sourcingTemplateList',
  (SELECT coalesce(max(c."order_no"), 0) + 10 FROM "base_menu" c WHERE c."menu_parent_id" = s."id")
FROM "base_menu" s
WHERE s."menu_code" = 'SOURCING' AND NOT EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SRC_TEMPLATE');
--> statement-breakpoint
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT 'SRC_EXPERT', '专家库', 'Expert library', s."id", '20', s."level_id" + 1, 'sourcingExpertList',
  (SELECT coalesce(max(c."order_no"), 0) + 10 FROM "base_menu" c WHERE c."menu_parent_id" = s."id")
FROM "base_menu" s
WHERE s."menu_code" = 'SOURCING' AND NOT EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SRC_EXPERT');
--> statement-breakpoint
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT 'SRC_PROJECT', '寻源项目', 'Sourcing projects', s."id", '20', s."level_id" + 1, 'sourcingProjectList',
  (SELECT coalesce(max(c."order_no"), 0) + 10 FROM "base_menu" c WHERE c."menu_parent_id" = s."id")
FROM "base_menu" s
WHERE s."menu_code" = 'SOURCING' AND NOT EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SRC_PROJECT');
--> statement-breakpoint
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", b.code, b.cn, b.en
FROM "base_menu" m, (VALUES ('btnAdd', '新增', 'Add'), ('btnEdit', '编辑', 'Edit'), ('btnDelete', '删除', 'Delete')) AS b(code, cn, en)
WHERE m."menu_code" IN ('SRC_RULE_TYPE', 'SRC_TEMPLATE', 'SRC_EXPERT', 'SRC_PROJECT')
  AND NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = b.code);
--> statement-breakpoint
-- The demo's buyers and administrators (seed/menuKit.ts BUYERS) get the folder's new pages and their buttons.
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT r."id", m."id"
FROM "base_responsibility" r, "base_menu" m
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER') AND m."menu_code" IN ('SRC_RULE_TYPE', 'SRC_TEMPLATE', 'SRC_EXPERT', 'SRC_PROJECT')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT r."id", res."id"
FROM "base_responsibility" r, "base_menu_resource" res JOIN "base_menu" m ON m."id" = res."menu_id"
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER') AND m."menu_code" IN ('SRC_RULE_TYPE', 'SRC_TEMPLATE', 'SRC_EXPERT', 'SRC_PROJECT')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = r."id" AND x."resource_id" = res."id");
--> statement-breakpoint
-- The inquiry and the award (issue 17 items 2–5), for databases seeded before them: the lookups they read, the
-- statuses they add, the award page, the inquiry's own buttons, and the grants of seed/demoMenus.ts (buyers and
-- administrators, and the approver, who approves publications and awards). Nothing to do on a fresh database.
INSERT INTO "base_lookup_types" ("lookup_type", "meaning", "meaning_en")
SELECT v.t, v.cn, v.en FROM (VALUES ('SRC_INQUIRY_MODE', '询价方式', 'Inquiry modes'), ('SRC_AWARD_OUTCOME', '定标结果转化', 'Award outcomes')) AS v(t, cn, en)
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING') AND NOT EXISTS (SELECT 1 FROM "base_lookup_types" x WHERE x."lookup_type" = v.t);
--> statement-breakpoint
INSERT INTO "base_lookup_values" ("lookup_type_id", "lookup_type", "lookup_code", "meaning", "meaning_en", "seq_num")
SELECT t."id", t."lookup_type", v.code, v.meaning, v.meaning_en, v.seq
FROM "base_lookup_types" t JOIN (VALUES
  ('SRC_INQUIRY_MODE', 'INVITE', '邀请询价', 'By invitation', 10), ('SRC_INQUIRY_MODE', 'PUBLIC', '公开询价', 'Public', 20),
  ('SRC_AWARD_OUTCOME', 'PRICE_LIBRARY', '转价格库', 'Price library', 10), ('SRC_AWARD_OUTCOME', 'AGREEMENT', '转采购协议', 'Agreement', 20),
  ('SRC_AWARD_OUTCOME', 'ORDER', '转采购订单', 'Purchase orders', 30),
  ('SYS_TOBEDO', 'SRC_INQUIRY', '询价单', 'Inquiry', 900), ('SYS_TOBEDO', 'SRC_AWARD', '定标单', 'Award', 910),
  ('DOC_STATUS', 'PUBLISHED', '已发布', 'Published', 900), ('DOC_STATUS', 'AWARDED', '已定标', 'Awarded', 910),
  ('DOC_STATUS', 'COMPLETED', '已完成', 'Completed', 920)
) AS v(lookup_type, code, meaning, meaning_en, seq) ON v.lookup_type = t."lookup_type"
WHERE EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_lookup_values" x WHERE x."lookup_type" = t."lookup_type" AND x."lookup_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT 'SRC_AWARD', '定标', 'Awards', s."id", '20', s."level_id" + 1, 'awardList',
  (SELECT coalesce(max(c."order_no"), 0) + 10 FROM "base_menu" c WHERE c."menu_parent_id" = s."id")
FROM "base_menu" s
WHERE s."menu_code" = 'SOURCING' AND NOT EXISTS (SELECT 1 FROM "base_menu" WHERE "menu_code" = 'SRC_AWARD');
--> statement-breakpoint
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", b.code, b.cn, b.en
FROM "base_menu" m JOIN (VALUES
  ('SRC_INQUIRY', 'btnClose', '截止报价', 'Close quotes'), ('SRC_INQUIRY', 'btnAbolish', '撤销', 'Withdraw'),
  ('SRC_INQUIRY', 'btnAdjustDeadline', '调整截止时间', 'Adjust deadline'), ('SRC_INQUIRY', 'btnAnswer', '答复澄清', 'Answer questions'),
  ('SRC_INQUIRY', 'btnPrint', '打印', 'Print'), ('SRC_INQUIRY', 'btnBargain', '发起议价', 'Start bargaining'),
  ('SRC_AWARD', 'btnAdd', '新增', 'Add'), ('SRC_AWARD', 'btnEdit', '编辑', 'Edit'), ('SRC_AWARD', 'btnDelete', '删除', 'Delete'),
  ('SRC_AWARD', 'btnSubmit', '提交', 'Submit'), ('SRC_AWARD', 'btnExport', '导出', 'Export'),
  ('SRC_AWARD', 'btnUploadAttachment', '上传附件', 'Upload attachment'),
  ('SRC_AWARD', 'btnDownloadAttachment', '下载附件', 'Download attachment'),
  ('SRC_AWARD', 'btnDelAttachment', '删除附件', 'Delete attachment'),
  ('SRC_AWARD', 'btnAbolish', '作废', 'Void'), ('SRC_AWARD', 'btnPrint', '打印', 'Print')
) AS b(menu_code, code, cn, en) ON b.menu_code = m."menu_code"
WHERE NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = b.code);
--> statement-breakpoint
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT r."id", m."id"
FROM "base_responsibility" r, "base_menu" m
WHERE (r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER', 'PUR_APPROVER') AND m."menu_code" IN ('SRC_INQUIRY', 'SRC_AWARD')
    OR r."responsibility_code" = 'PUR_APPROVER' AND m."menu_code" = 'SOURCING')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT r."id", res."id"
FROM "base_responsibility" r, "base_menu_resource" res JOIN "base_menu" m ON m."id" = res."menu_id"
WHERE r."responsibility_code" IN ('SYS_ADMIN', 'PUR_BUYER', 'PUR_APPROVER') AND m."menu_code" IN ('SRC_INQUIRY', 'SRC_AWARD')
  AND NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = r."id" AND x."resource_id" = res."id");
