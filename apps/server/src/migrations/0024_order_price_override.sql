ALTER TABLE "srm_po_line" ADD COLUMN "library_price" numeric(20, 6);--> statement-breakpoint
ALTER TABLE "srm_po_line" ADD COLUMN "price_change_reason" varchar(500);--> statement-breakpoint
-- Lines saved before took the library's price whenever one applied: that price is their library price.
UPDATE "srm_po_line" SET "library_price" = "price" WHERE "price_entry_id" IS NOT NULL;
