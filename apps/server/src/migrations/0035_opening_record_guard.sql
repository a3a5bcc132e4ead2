-- The opening record of sealed tender bids is append-only (issue 17 item 4, modules/sourcing/openingRecord.ts):
-- the database itself refuses to change or remove an entry, whoever asks — the application, an administrator
-- with a SQL prompt, a bug. (Someone who can drop the trigger still cannot rewrite history unseen: each entry's
-- hash covers the one before it.) Re-runnable: the function is replaced, the triggers dropped and made again.
CREATE OR REPLACE FUNCTION "srm_src_opening_record_guard"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'srm_src_opening_record is append-only: % refused', TG_OP
    USING ERRCODE = 'prohibited_sql_statement_attempted';
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "srm_src_opening_record_no_change" ON "srm_src_opening_record";
--> statement-breakpoint
CREATE TRIGGER "srm_src_opening_record_no_change" BEFORE UPDATE OR DELETE ON "srm_src_opening_record"
FOR EACH ROW EXECUTE FUNCTION "srm_src_opening_record_guard"();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "srm_src_opening_record_no_truncate" ON "srm_src_opening_record";
--> statement-breakpoint
CREATE TRIGGER "srm_src_opening_record_no_truncate" BEFORE TRUNCATE ON "srm_src_opening_record"
FOR EACH STATEMENT EXECUTE FUNCTION "srm_src_opening_record_guard"();
