CREATE TABLE "visit_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visit_tokens_appointment_id_unique" UNIQUE("appointment_id")
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "reminder_lead_hours" integer DEFAULT 24;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "cancel_notice_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_tokens" ADD CONSTRAINT "visit_tokens_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tokens" ADD CONSTRAINT "visit_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_tokens_company_idx" ON "visit_tokens" USING btree ("company_id");