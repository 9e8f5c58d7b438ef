CREATE TABLE "event_log_counts" (
	"company_id" uuid NOT NULL,
	"salon_key" uuid NOT NULL,
	"area" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "event_log_counts_company_id_salon_key_area_pk" PRIMARY KEY("company_id","salon_key","area")
);
--> statement-breakpoint
CREATE TABLE "client_counts" (
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "client_counts_salon_id_status_pk" PRIMARY KEY("salon_id","status")
);
--> statement-breakpoint
CREATE TABLE "appointment_counts" (
	"company_id" uuid NOT NULL,
	"salon_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "appointment_counts_salon_id_employee_id_pk" PRIMARY KEY("salon_id","employee_id")
);
--> statement-breakpoint
DROP INDEX "event_log_company_created_idx";--> statement-breakpoint
DROP INDEX "event_log_company_area_created_idx";--> statement-breakpoint
DROP INDEX "clients_salon_idx";--> statement-breakpoint
DROP INDEX "appointments_salon_start_idx";--> statement-breakpoint
ALTER TABLE "event_log_counts" ADD CONSTRAINT "event_log_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_counts" ADD CONSTRAINT "appointment_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_counts" ADD CONSTRAINT "appointment_counts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_log_company_created_id_idx" ON "event_log" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "event_log_company_area_created_id_idx" ON "event_log" USING btree ("company_id","area","created_at","id");--> statement-breakpoint
CREATE INDEX "event_log_company_salon_created_id_idx" ON "event_log" USING btree ("company_id","salon_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_salon_created_id_idx" ON "clients" USING btree ("company_id","salon_id","created_at","id");--> statement-breakpoint
CREATE INDEX "clients_salon_status_created_id_idx" ON "clients" USING btree ("company_id","salon_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "appointments_salon_start_id_idx" ON "appointments" USING btree ("company_id","salon_id","starts_at","id");