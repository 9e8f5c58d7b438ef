CREATE TABLE "commission_plans" (
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"default_percent" numeric(5, 2) NOT NULL,
	"group_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_overrides" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tier_mode" text DEFAULT 'progressive' NOT NULL,
	"after_method_fee" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_plans_pkey" PRIMARY KEY("company_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "commission_settings" (
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"method_fees" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_settings_pkey" PRIMARY KEY("company_id","salon_id")
);
--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_plans" ADD CONSTRAINT "commission_plans_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_settings" ADD CONSTRAINT "commission_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_settings" ADD CONSTRAINT "commission_settings_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;