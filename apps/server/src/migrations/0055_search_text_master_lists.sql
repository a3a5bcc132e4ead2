ALTER TABLE "base_menu" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("menu_code", '') || chr(1) || coalesce("menu_name", '') || chr(1) || coalesce("menu_name_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_responsibility" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("responsibility_code", '') || chr(1) || coalesce("responsibility_name", '') || chr(1) || coalesce("responsibility_name_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_role" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("role_code", '') || chr(1) || coalesce("role_name", '') || chr(1) || coalesce("role_name_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_lookup_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("lookup_type", '') || chr(1) || coalesce("meaning", '') || chr(1) || coalesce("meaning_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_lookup_values" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("lookup_code", '') || chr(1) || coalesce("meaning", '') || chr(1) || coalesce("meaning_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "bpm_process_category" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("category_code", '') || chr(1) || coalesce("category_name", '') || chr(1) || coalesce("category_name_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_position_level" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("level_code", '') || chr(1) || coalesce("level_name", '') || chr(1) || coalesce("level_name_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_position" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("position_code", '') || chr(1) || coalesce("position_name", '') || chr(1) || coalesce("position_name_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_department" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("department_code", '') || chr(1) || coalesce("department_name", '') || chr(1) || coalesce("department_name_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_job_title" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("job_title_code", '') || chr(1) || coalesce("job_title_name", '') || chr(1) || coalesce("job_title_name_en", ''))) STORED;--> statement-breakpoint
ALTER TABLE "base_bank" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce("bank_code", '') || chr(1) || coalesce("bank_name", '') || chr(1) || coalesce("bank_name_en", ''))) STORED;--> statement-breakpoint
CREATE INDEX "base_menu_search_grams" ON "base_menu" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_responsibility_search_grams" ON "base_responsibility" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_role_search_grams" ON "base_role" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_lookup_types_search_grams" ON "base_lookup_types" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_lookup_values_search_grams" ON "base_lookup_values" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "bpm_process_category_search_grams" ON "bpm_process_category" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_position_level_search_grams" ON "base_position_level" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_position_search_grams" ON "base_position" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_department_search_grams" ON "base_department" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_job_title_search_grams" ON "base_job_title" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);--> statement-breakpoint
CREATE INDEX "base_bank_search_grams" ON "base_bank" USING gin (srm_grams("search_text")) WITH (gin_pending_list_limit=256);
