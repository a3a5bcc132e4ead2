CREATE INDEX "base_address_detail_address_grams" ON "base_address" USING gin (srm_grams("detail_address"));--> statement-breakpoint
CREATE INDEX "base_address_contact_name_grams" ON "base_address" USING gin (srm_grams("contact_name"));--> statement-breakpoint
CREATE INDEX "base_address_contact_phone_grams" ON "base_address" USING gin (srm_grams("contact_phone"));--> statement-breakpoint
CREATE INDEX "msg_instance_title_grams" ON "msg_instance" USING gin (srm_grams("title"));--> statement-breakpoint
CREATE INDEX "msg_template_title_grams" ON "msg_template" USING gin (srm_grams("title"));--> statement-breakpoint
CREATE INDEX "msg_template_body_grams" ON "msg_template" USING gin (srm_grams("body"));