-- WhatsApp messages: a salon's switch and its choice of messages, a client's channel and recorded
-- agreement, and one row per message sent, whose status the WhatsApp webhook updates.
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"appointment_id" uuid NOT NULL,
	"job_id" uuid,
	"mail" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"to_phone" text NOT NULL,
	"status" text NOT NULL,
	"provider_message_id" text,
	"error" text,
	"fell_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "whatsapp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "whatsapp_messages" text[] DEFAULT '{confirmed,changed,cancelled,reminder,review_request}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "message_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "whatsapp_opt_in_source" text;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_job_uq" ON "whatsapp_messages" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_id_uq" ON "whatsapp_messages" USING btree ("provider_message_id") WHERE "whatsapp_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_appointment_idx" ON "whatsapp_messages" USING btree ("appointment_id");