CREATE TABLE "platform_payees" (
	"method" text PRIMARY KEY NOT NULL,
	"details" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_admin_id" uuid
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"date" date PRIMARY KEY NOT NULL,
	"rate" numeric(14, 4) NOT NULL,
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"entered_by_admin_id" uuid,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_rate_positive" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "exchange_rate" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD COLUMN "exchange_rate_date" date;--> statement-breakpoint
ALTER TABLE "platform_payees" ADD CONSTRAINT "platform_payees_updated_by_admin_id_platform_admins_id_fk" FOREIGN KEY ("updated_by_admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_rates" ADD CONSTRAINT "exchange_rates_entered_by_admin_id_platform_admins_id_fk" FOREIGN KEY ("entered_by_admin_id") REFERENCES "public"."platform_admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_rate_with_date" CHECK (("subscription_payments"."exchange_rate" is null) = ("subscription_payments"."exchange_rate_date" is null));