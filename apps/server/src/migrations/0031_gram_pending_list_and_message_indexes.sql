-- Issue 16 items 2 and 5 (docs/decisions.md "Gram indexes keep a short pending list", "Counts past 1 000 rows are
-- the planner's estimate"). Written by hand over what drizzle-kit generated (it drops and builds again an index whose
-- WITH changed): the gram indexes keep their entries and only their pending list shrinks to 256 kB, so that a search
-- never reads more than 256 kB of unsorted new rows; the message instance lists read their newest first from an index.
CREATE INDEX "msg_instance_created_ix" ON "msg_instance" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "msg_instance_source_ix" ON "msg_instance" USING btree ("source_code","creation_date","id");--> statement-breakpoint
ALTER INDEX "base_address_contact_name_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_address_contact_phone_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_address_detail_address_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_lookup_values_lookup_code_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_lookup_values_meaning_en_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_lookup_values_meaning_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_material_item_material_code_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_material_item_material_name_en_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_material_item_material_name_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_material_item_specification_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_users_user_full_name_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "base_users_user_name_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "msg_instance_title_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "msg_template_body_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "msg_template_title_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_delivery_note_delivery_note_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_delivery_notice_delivery_notice_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_po_header_order_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pos_supplier_change_change_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pos_supplier_info_credit_code_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pos_supplier_info_supplier_name_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pos_supplier_info_supplier_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pos_supplier_info_supplier_short_name_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_agreement_header_agreement_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_asl_header_asl_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_capacity_header_assessment_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_plan_header_plan_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_plan_header_plan_period_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_pricing_header_pricing_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_requisition_header_requisition_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_spare_parts_header_spare_parts_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_pur_supplier_inventory_header_inventory_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_batch_trial_batch_trial_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_daily_record_daily_record_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_designated_designated_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_inspection_inspection_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_inspection_plan_inspection_plan_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_parts_auth_auth_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_quit_quit_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_sample_trial_sample_trial_number_grams" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "srm_slc_status_change_change_number_grams" SET (gin_pending_list_limit = 256);