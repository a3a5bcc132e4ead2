CREATE TABLE "base_number_sequence" (
	"bill_type" varchar(64) NOT NULL,
	"period_key" varchar(16) NOT NULL,
	"current_value" integer NOT NULL,
	CONSTRAINT "base_number_sequence_bill_type_period_key_pk" PRIMARY KEY("bill_type","period_key")
);
