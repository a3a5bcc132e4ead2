-- "Contains" searches served by an index (platform/db/search.ts, docs/decisions.md "Contains searches use a
-- gram index"): the distinct single characters and pairs of characters of a text, lower-cased, which a GIN
-- index keeps per row, and the pairs of a search text (its one character when it has one), all of which a
-- row containing it must have. IMMUTABLE so an index may use them; COST 100 so the planner checks the
-- cheap ILIKE first when it filters rows instead of using the index.
CREATE OR REPLACE FUNCTION srm_grams(t text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 100 AS $$
  SELECT coalesce(array_agg(DISTINCT substr(l, i, n)), '{}')
  FROM (SELECT lower(t) AS l) s, generate_series(1, 2) AS n, generate_series(1, char_length(l) - n + 1) AS i
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION srm_query_grams(q text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 100 AS $$
  SELECT CASE WHEN char_length(q) = 1 THEN ARRAY[lower(q)]
    ELSE (SELECT coalesce(array_agg(DISTINCT substr(lower(q), i, 2)), '{}') FROM generate_series(1, char_length(q) - 1) AS i)
  END
$$;--> statement-breakpoint
CREATE INDEX "base_users_user_full_name_grams" ON "base_users" USING gin (srm_grams("user_full_name"));--> statement-breakpoint
CREATE INDEX "base_users_user_name_grams" ON "base_users" USING gin (srm_grams("user_name"));--> statement-breakpoint
CREATE INDEX "base_lookup_values_meaning_en_grams" ON "base_lookup_values" USING gin (srm_grams("meaning_en"));--> statement-breakpoint
CREATE INDEX "base_lookup_values_meaning_grams" ON "base_lookup_values" USING gin (srm_grams("meaning"));--> statement-breakpoint
CREATE INDEX "base_lookup_values_lookup_code_grams" ON "base_lookup_values" USING gin (srm_grams("lookup_code"));--> statement-breakpoint
CREATE INDEX "base_material_item_specification_grams" ON "base_material_item" USING gin (srm_grams("specification"));--> statement-breakpoint
CREATE INDEX "base_material_item_material_name_en_grams" ON "base_material_item" USING gin (srm_grams("material_name_en"));--> statement-breakpoint
CREATE INDEX "base_material_item_material_name_grams" ON "base_material_item" USING gin (srm_grams("material_name"));--> statement-breakpoint
CREATE INDEX "base_material_item_material_code_grams" ON "base_material_item" USING gin (srm_grams("material_code"));--> statement-breakpoint
CREATE INDEX "srm_pur_requisition_header_requisition_number_grams" ON "srm_pur_requisition_header" USING gin (srm_grams("requisition_number"));--> statement-breakpoint
CREATE INDEX "srm_pos_supplier_info_credit_code_grams" ON "srm_pos_supplier_info" USING gin (srm_grams("credit_code"));--> statement-breakpoint
CREATE INDEX "srm_pos_supplier_info_supplier_short_name_grams" ON "srm_pos_supplier_info" USING gin (srm_grams("supplier_short_name"));--> statement-breakpoint
CREATE INDEX "srm_pos_supplier_info_supplier_name_grams" ON "srm_pos_supplier_info" USING gin (srm_grams("supplier_name"));--> statement-breakpoint
CREATE INDEX "srm_pos_supplier_info_supplier_number_grams" ON "srm_pos_supplier_info" USING gin (srm_grams("supplier_number"));--> statement-breakpoint
CREATE INDEX "srm_delivery_note_delivery_note_number_grams" ON "srm_delivery_note" USING gin (srm_grams("delivery_note_number"));--> statement-breakpoint
CREATE INDEX "srm_delivery_notice_delivery_notice_number_grams" ON "srm_delivery_notice" USING gin (srm_grams("delivery_notice_number"));--> statement-breakpoint
CREATE INDEX "srm_po_header_order_number_grams" ON "srm_po_header" USING gin (srm_grams("order_number"));--> statement-breakpoint
CREATE INDEX "srm_pur_capacity_header_assessment_number_grams" ON "srm_pur_capacity_header" USING gin (srm_grams("assessment_number"));--> statement-breakpoint
CREATE INDEX "srm_pur_plan_header_plan_period_grams" ON "srm_pur_plan_header" USING gin (srm_grams("plan_period"));--> statement-breakpoint
CREATE INDEX "srm_pur_plan_header_plan_number_grams" ON "srm_pur_plan_header" USING gin (srm_grams("plan_number"));--> statement-breakpoint
CREATE INDEX "srm_pur_spare_parts_header_spare_parts_number_grams" ON "srm_pur_spare_parts_header" USING gin (srm_grams("spare_parts_number"));--> statement-breakpoint
CREATE INDEX "srm_pur_supplier_inventory_header_inventory_number_grams" ON "srm_pur_supplier_inventory_header" USING gin (srm_grams("inventory_number"));--> statement-breakpoint
CREATE INDEX "srm_pur_agreement_header_agreement_number_grams" ON "srm_pur_agreement_header" USING gin (srm_grams("agreement_number"));--> statement-breakpoint
CREATE INDEX "srm_pur_asl_header_asl_number_grams" ON "srm_pur_asl_header" USING gin (srm_grams("asl_number"));--> statement-breakpoint
CREATE INDEX "srm_pur_pricing_header_pricing_number_grams" ON "srm_pur_pricing_header" USING gin (srm_grams("pricing_number"));--> statement-breakpoint
CREATE INDEX "srm_pos_supplier_change_change_number_grams" ON "srm_pos_supplier_change" USING gin (srm_grams("change_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_batch_trial_batch_trial_number_grams" ON "srm_slc_batch_trial" USING gin (srm_grams("batch_trial_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_daily_record_daily_record_number_grams" ON "srm_slc_daily_record" USING gin (srm_grams("daily_record_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_inspection_plan_inspection_plan_number_grams" ON "srm_slc_inspection_plan" USING gin (srm_grams("inspection_plan_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_inspection_inspection_number_grams" ON "srm_slc_inspection" USING gin (srm_grams("inspection_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_sample_trial_sample_trial_number_grams" ON "srm_slc_sample_trial" USING gin (srm_grams("sample_trial_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_designated_designated_number_grams" ON "srm_slc_designated" USING gin (srm_grams("designated_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_parts_auth_auth_number_grams" ON "srm_slc_parts_auth" USING gin (srm_grams("auth_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_status_change_change_number_grams" ON "srm_slc_status_change" USING gin (srm_grams("change_number"));--> statement-breakpoint
CREATE INDEX "srm_slc_quit_quit_number_grams" ON "srm_slc_quit" USING gin (srm_grams("quit_number"));