CREATE TABLE "salon_closures" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"holiday" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salon_closures_pkey" PRIMARY KEY("id","company_id"),
	CONSTRAINT "salon_closures_range_ck" CHECK ("salon_closures"."ends_on" >= "salon_closures"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "salon_closures" ADD CONSTRAINT "salon_closures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_closures" ADD CONSTRAINT "salon_closures_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salon_closures_holiday_uq" ON "salon_closures" USING btree ("company_id","salon_id","holiday","starts_on") WHERE "salon_closures"."holiday" is not null;--> statement-breakpoint
CREATE INDEX "salon_closures_salon_idx" ON "salon_closures" USING btree ("company_id","salon_id","ends_on");