CREATE TABLE "srm_po_agreement_draw" (
	"order_id" integer NOT NULL,
	"agreement_line_id" integer NOT NULL,
	"quantity" numeric(20, 4) NOT NULL,
	"amount" numeric(24, 2) NOT NULL,
	CONSTRAINT "srm_po_agreement_draw_order_id_agreement_line_id_pk" PRIMARY KEY("order_id","agreement_line_id")
);
--> statement-breakpoint
ALTER TABLE "srm_po_agreement_draw" ADD CONSTRAINT "srm_po_agreement_draw_order_id_srm_po_header_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."srm_po_header"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Orders approved before this table existed: what they consumed at their first approval was their lines then;
-- their lines now are the best record left of it.
INSERT INTO "srm_po_agreement_draw" ("order_id", "agreement_line_id", "quantity", "amount")
SELECT l."order_id", l."agreement_line_id", sum(l."quantity"), sum(l."amount")
FROM "srm_po_line" l JOIN "srm_po_header" h ON h."id" = l."order_id"
WHERE l."agreement_line_id" IS NOT NULL AND h."status" <> 'ABOLISHED'
  AND EXISTS (SELECT 1 FROM "base_document_history" d WHERE d."bill_type" = 'PO_ORDER' AND d."doc_id" = h."id"
    AND d."action" = 'approvalEnd' AND d."to_status" = 'APPROVED')
GROUP BY l."order_id", l."agreement_line_id";
