DROP INDEX "srm_base_notification_recipient_ix";--> statement-breakpoint
DROP INDEX "srm_pos_supplier_qualification_supplier_ix";--> statement-breakpoint
CREATE INDEX "base_operation_log_user_name_ix" ON "base_operation_log" USING btree ("user_name","id");--> statement-breakpoint
CREATE INDEX "base_login_record_user_list_ix" ON "base_login_record" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "srm_base_notification_recipient_ix" ON "srm_base_notification" USING btree ("recipient_user_id","withdrawn_flag","creation_date","id");--> statement-breakpoint
CREATE INDEX "srm_pos_supplier_qualification_supplier_ix" ON "srm_pos_supplier_qualification" USING btree ("supplier_id","valid_to","id" DESC NULLS FIRST);