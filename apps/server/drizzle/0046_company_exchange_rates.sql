CREATE TABLE "company_exchange_rates" (
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"entered_by_account_id" uuid,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_exchange_rates_pkey" PRIMARY KEY("company_id","date"),
	CONSTRAINT "company_exchange_rates_rate_positive" CHECK ("company_exchange_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "company_exchange_rates" ADD CONSTRAINT "company_exchange_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_exchange_rates" ADD CONSTRAINT "company_exchange_rates_entered_by_account_id_accounts_id_fk" FOREIGN KEY ("entered_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;