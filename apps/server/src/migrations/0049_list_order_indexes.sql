DROP INDEX "srm_base_notification_recipient_ix";--> statement-breakpoint
CREATE INDEX "srm_interior_pending_receiver_list_ix" ON "srm_interior_pending" USING btree ("receiver_user_id",coalesce("handle_date", "creation_date"),"id");--> statement-breakpoint
CREATE INDEX "srm_interior_pending_handled_for_ix" ON "srm_interior_pending" USING btree ("handle_user_id",coalesce("handle_date", "creation_date"),"id") WHERE "srm_interior_pending"."handle_user_id" <> "srm_interior_pending"."receiver_user_id";--> statement-breakpoint
CREATE INDEX "bpm_process_category_list_ix" ON "bpm_process_category" USING btree ("order_no","category_code","id");--> statement-breakpoint
CREATE INDEX "base_position_allot_list_ix" ON "base_position_allot" USING btree ("date_from","id");--> statement-breakpoint
CREATE INDEX "base_position_level_list_ix" ON "base_position_level" USING btree ("level_rank","level_code","id");--> statement-breakpoint
CREATE INDEX "base_department_list_ix" ON "base_department" USING btree ("department_code","id");--> statement-breakpoint
CREATE INDEX "base_exchange_rate_list_ix" ON "base_exchange_rate" USING btree ("rate_date" DESC NULLS FIRST,"from_currency","to_currency");--> statement-breakpoint
CREATE INDEX "srm_base_common_file_list_ix" ON "srm_base_common_file" USING btree ("file_type","order_no","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "srm_base_notification_recipient_ix" ON "srm_base_notification" USING btree ("recipient_user_id","creation_date","id");