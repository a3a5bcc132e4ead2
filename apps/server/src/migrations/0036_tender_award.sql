ALTER TABLE "srm_src_award_line" ALTER COLUMN "inquiry_line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "srm_src_award_line" ALTER COLUMN "quote_line_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "srm_src_award_line" ALTER COLUMN "quote_round" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "srm_src_award" ALTER COLUMN "inquiry_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "srm_src_award_line" ADD COLUMN "tender_line_id" integer;--> statement-breakpoint
ALTER TABLE "srm_src_award_line" ADD COLUMN "bid_line_id" integer;--> statement-breakpoint
ALTER TABLE "srm_src_award" ADD COLUMN "tender_id" integer;--> statement-breakpoint
CREATE INDEX "srm_src_award_line_tender_line_ix" ON "srm_src_award_line" USING btree ("tender_line_id");--> statement-breakpoint
CREATE INDEX "srm_src_award_tender_ix" ON "srm_src_award" USING btree ("tender_id");--> statement-breakpoint
ALTER TABLE "srm_src_award_line" ADD CONSTRAINT "srm_src_award_line_source_ck" CHECK (("srm_src_award_line"."inquiry_line_id" is not null and "srm_src_award_line"."quote_line_id" is not null and "srm_src_award_line"."quote_round" is not null and "srm_src_award_line"."tender_line_id" is null and "srm_src_award_line"."bid_line_id" is null) or ("srm_src_award_line"."tender_line_id" is not null and "srm_src_award_line"."bid_line_id" is not null and "srm_src_award_line"."inquiry_line_id" is null and "srm_src_award_line"."quote_line_id" is null and "srm_src_award_line"."quote_round" is null));--> statement-breakpoint
ALTER TABLE "srm_src_award" ADD CONSTRAINT "srm_src_award_source_ck" CHECK (("srm_src_award"."inquiry_id" is null) <> ("srm_src_award"."tender_id" is null));