ALTER TABLE "srm_src_tender" ADD COLUMN "payment_term_id" integer;--> statement-breakpoint
ALTER TABLE "srm_src_tender" ADD COLUMN "delivery_address_id" integer;