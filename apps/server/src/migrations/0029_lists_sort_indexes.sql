-- The ORDER BY of lists that sorted every row before their page (issue 16 item 5, docs/decisions.md "Lists bench
-- findings fixed"): menus, supplier to-dos, message receivers, notices, qualifications, returns, ASL entries, the price
-- library and addresses; each list then reads its first page from the index.
DROP INDEX "base_address_org_ix";--> statement-breakpoint
CREATE INDEX "base_menu_list_ix" ON "base_menu" USING btree ("level_id","order_no","id");--> statement-breakpoint
CREATE INDEX "srm_base_supplier_pending_list_ix" ON "srm_base_supplier_pending" USING btree (coalesce("handle_date", "creation_date"),"id");--> statement-breakpoint
CREATE INDEX "msg_receiver_list_ix" ON "msg_receiver" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "srm_base_notice_created_ix" ON "srm_base_notice" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "srm_base_notice_summary_ix" ON "srm_base_notice" USING btree ("top_flag","publish_date","id");--> statement-breakpoint
CREATE INDEX "srm_pos_supplier_qualification_list_ix" ON "srm_pos_supplier_qualification" USING btree ("valid_to","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "srm_pur_return_list_ix" ON "srm_pur_return" USING btree ("return_date","id");--> statement-breakpoint
CREATE INDEX "srm_pur_asl_entry_list_ix" ON "srm_pur_asl_entry" USING btree ("org_id","material_id","priority","id");--> statement-breakpoint
CREATE INDEX "srm_pur_price_entry_list_ix" ON "srm_pur_price_entry" USING btree ("supplier_id","material_id","min_quantity","valid_from" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "base_address_org_ix" ON "base_address" USING btree ("org_id","address_type","default_flag" DESC NULLS FIRST,"id");