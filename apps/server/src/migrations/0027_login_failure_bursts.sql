ALTER TABLE "base_login_record" ADD COLUMN "outcome" varchar(16) DEFAULT 'SUCCESS' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_login_record" ADD COLUMN "failure_count" integer;