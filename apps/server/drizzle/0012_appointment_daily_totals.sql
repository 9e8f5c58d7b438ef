CREATE TABLE "appointment_daily_totals" (
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"day" date NOT NULL,
	"dimension" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"income_cents" bigint NOT NULL,
	CONSTRAINT "appointment_daily_totals_salon_id_dimension_day_key_pk" PRIMARY KEY("salon_id","dimension","day","key")
);
--> statement-breakpoint
ALTER TABLE "appointment_daily_totals" ADD CONSTRAINT "appointment_daily_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_daily_totals" ADD CONSTRAINT "appointment_daily_totals_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_daily_totals_company_idx" ON "appointment_daily_totals" USING btree ("company_id");