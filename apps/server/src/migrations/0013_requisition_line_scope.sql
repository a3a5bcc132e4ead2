ALTER TABLE "srm_pur_requisition_header" ADD COLUMN "line_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Existing requisitions: the distinct categories of their lines (kept by the document engine from now on).
UPDATE "srm_pur_requisition_header" h SET "line_category_ids" = coalesce((SELECT array_agg(DISTINCT l."category_id" ORDER BY l."category_id") FROM "srm_pur_requisition_line" l WHERE l."requisition_id" = h."id" AND l."category_id" IS NOT NULL), '{}');
