CREATE TABLE "cash_adjustments" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"date" date NOT NULL,
	"payment_id" uuid NOT NULL,
	"change" text NOT NULL,
	"method" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"dollars_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" uuid,
	CONSTRAINT "cash_adjustments_pkey" PRIMARY KEY("id","company_id")
);
--> statement-breakpoint
CREATE TABLE "cash_closes" (
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"date" date NOT NULL,
	"opening_usd_cents" bigint DEFAULT 0 NOT NULL,
	"opening_ves_cents" bigint DEFAULT 0 NOT NULL,
	"counted" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by_account_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_closes_pkey" PRIMARY KEY("company_id","salon_id","date"),
	CONSTRAINT "cash_closes_opening_ck" CHECK ("cash_closes"."opening_usd_cents" >= 0 and "cash_closes"."opening_ves_cents" >= 0),
	CONSTRAINT "cash_closes_closed_at_ck" CHECK (("cash_closes"."status" = 'closed') = ("cash_closes"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "cash_movements" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" uuid,
	CONSTRAINT "cash_movements_pkey" PRIMARY KEY("id","company_id"),
	CONSTRAINT "cash_movements_amount_positive" CHECK ("cash_movements"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cash_adjustments" ADD CONSTRAINT "cash_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_adjustments" ADD CONSTRAINT "cash_adjustments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_adjustments" ADD CONSTRAINT "cash_adjustments_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_closed_by_account_id_accounts_id_fk" FOREIGN KEY ("closed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_closes" ADD CONSTRAINT "cash_closes_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_movements" ADD CONSTRAINT "cash_movements_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_adjustments_day_idx" ON "cash_adjustments" USING btree ("company_id","salon_id","date");--> statement-breakpoint
CREATE INDEX "cash_movements_day_idx" ON "cash_movements" USING btree ("company_id","salon_id","date");