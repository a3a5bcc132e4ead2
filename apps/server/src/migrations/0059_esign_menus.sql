-- E-signing (issue 19 item 4), for databases seeded before it: the CA authorize page (administrator) and the
-- certificates-and-seals page (administrator, buyer) under CONTRACT, the supplier portal's certificate page under
-- SUP_PROFILE, their buttons and grants as seed/demoMenus.ts gives a new database. Idempotent; on a fresh database
-- nothing matches (the seed runs after the migrations and builds them).
INSERT INTO "base_menu" ("menu_code", "menu_name", "menu_name_en", "menu_parent_id", "menu_type", "level_id", "html_url", "order_no")
SELECT v.code, v.cn, v.en, p."id", '20', p."level_id" + 1, v.url,
  (SELECT coalesce(max(c."order_no"), 0) + v.step FROM "base_menu" c WHERE c."menu_parent_id" = p."id")
FROM (VALUES
  ('CCT_CA_AUTHORIZE', 'CA 认证审核', 'CA authorize', 'caAuthorize', 'CONTRACT', 10),
  ('CCT_MY_CERT', '证书与印章', 'Certificates and seals', 'caMyCertificate', 'CONTRACT', 20),
  ('SUP_CA_CERT', '电子签章证书', 'E-signing certificate', 'caSupplierCertificate', 'SUP_PROFILE', 10)
) AS v(code, cn, en, url, parent, step)
JOIN "base_menu" p ON p."menu_code" = v.parent
WHERE NOT EXISTS (SELECT 1 FROM "base_menu" x WHERE x."menu_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_menu_resource" ("menu_id", "resource_code", "resource_name", "resource_name_en")
SELECT m."id", v.code, v.cn, v.en
FROM (VALUES
  ('CCT_CA_AUTHORIZE', 'btnApprove', '审核通过', 'Approve'),
  ('CCT_CA_AUTHORIZE', 'btnRefuse', '驳回', 'Refuse'),
  ('CCT_CA_AUTHORIZE', 'btnRevoke', '吊销证书', 'Revoke certificate'),
  ('CCT_MY_CERT', 'btnApply', '申请认证', 'Apply'),
  ('CCT_MY_CERT', 'btnSealUpload', '上传/生成印章', 'Upload or draw a seal'),
  ('CCT_MY_CERT', 'btnSealRevoke', '作废印章', 'Revoke seal'),
  ('CCT_MY_CERT', 'btnRebind', '重新绑定', 'Rebind'),
  ('SUP_CA_CERT', 'btnApply', '申请认证', 'Apply'),
  ('SUP_CA_CERT', 'btnSealUpload', '上传/生成印章', 'Upload or draw a seal'),
  ('SUP_CA_CERT', 'btnSealRevoke', '作废印章', 'Revoke seal'),
  ('SUP_CA_CERT', 'btnRebind', '重新绑定', 'Rebind')
) AS v(menu, code, cn, en)
JOIN "base_menu" m ON m."menu_code" = v.menu
WHERE NOT EXISTS (SELECT 1 FROM "base_menu_resource" x WHERE x."menu_id" = m."id" AND x."resource_code" = v.code);
--> statement-breakpoint
INSERT INTO "base_resp_menu" ("responsibility_id", "menu_id")
SELECT r."id", m."id"
FROM (VALUES
  ('SYS_ADMIN', 'CCT_CA_AUTHORIZE'),
  ('SYS_ADMIN', 'CCT_MY_CERT'),
  ('PUR_BUYER', 'CCT_MY_CERT'),
  ('SUP_PORTAL', 'SUP_CA_CERT')
) AS v(resp, menu)
JOIN "base_responsibility" r ON r."responsibility_code" = v.resp
JOIN "base_menu" m ON m."menu_code" = v.menu
WHERE NOT EXISTS (SELECT 1 FROM "base_resp_menu" x WHERE x."responsibility_id" = r."id" AND x."menu_id" = m."id");
--> statement-breakpoint
INSERT INTO "base_resp_resource" ("responsibility_id", "resource_id")
SELECT r."id", res."id"
FROM (VALUES
  ('SYS_ADMIN', 'CCT_CA_AUTHORIZE'),
  ('SYS_ADMIN', 'CCT_MY_CERT'),
  ('PUR_BUYER', 'CCT_MY_CERT'),
  ('SUP_PORTAL', 'SUP_CA_CERT')
) AS v(resp, menu)
JOIN "base_responsibility" r ON r."responsibility_code" = v.resp
JOIN "base_menu" m ON m."menu_code" = v.menu
JOIN "base_menu_resource" res ON res."menu_id" = m."id"
WHERE NOT EXISTS (SELECT 1 FROM "base_resp_resource" x WHERE x."responsibility_id" = r."id" AND x."resource_id" = res."id");
