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
