-- A schema that Citus can distribute by company_id (docs/operations.md). Every table holding one
-- company's data gets company_id in its primary key, unique indexes and foreign keys, so a company's rows and
-- the constraints between them stay on one shard. Values unique across companies move to shard_routes.
-- A composite foreign key with ON DELETE SET NULL names its column: nulling company_id too would break the row.
-- company_id comes last in the new keys: lookups and joins by id (or by a key's old leading columns, e.g. a
-- salon's daily totals) keep their index; a foreign key matches the key whatever its columns' order.
CREATE TABLE "shard_routes" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"company_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shard_routes_pkey" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
-- The routes of the values that were unique across companies, from the rows that hold them today.
INSERT INTO "shard_routes" ("kind", "key", "company_id")
SELECT 'salon_slug', "slug", "company_id" FROM "salons"
UNION ALL SELECT 'visit_token', "token", "company_id" FROM "visit_tokens"
UNION ALL SELECT 'calendar_feed', "token_hash", "company_id" FROM "calendar_feeds"
UNION ALL SELECT 'waitlist_offer', "token_hash", "company_id" FROM "waitlist_offers"
UNION ALL SELECT 'invoice_number', "number"::text, "company_id" FROM "invoices"
UNION ALL SELECT 'paypal_subscription', "paypal_subscription_id", "company_id" FROM "subscriptions"
  WHERE "paypal_subscription_id" IS NOT NULL
UNION ALL SELECT 'company_rif', "rif", "id" FROM "companies"
UNION ALL SELECT 'company_owner', "owner_account_id"::text, "id" FROM "companies"
UNION ALL SELECT 'payment_reference', "method" || ':' || "reference_key", "company_id" FROM "subscription_payments"
  WHERE "status" <> 'rejected' AND "reference_key" IS NOT NULL;--> statement-breakpoint

ALTER TABLE "companies" DROP CONSTRAINT "companies_owner_account_id_unique";--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_rif_unique";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_paypal_subscription_id_unique";--> statement-breakpoint
ALTER TABLE "salons" DROP CONSTRAINT "salons_slug_unique";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_number_unique";--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_id_unique";--> statement-breakpoint
ALTER TABLE "visit_tokens" DROP CONSTRAINT "visit_tokens_appointment_id_unique";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_token_hash_unique";--> statement-breakpoint
ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_token_hash_unique";--> statement-breakpoint
ALTER TABLE "appointment_deposits" DROP CONSTRAINT "appointment_deposits_appointment_id_unique";--> statement-breakpoint
ALTER TABLE "salon_categories" DROP CONSTRAINT "salon_categories_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "salons" DROP CONSTRAINT "salons_schedule_id_schedules_id_fk";
--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "salon_images" DROP CONSTRAINT "salon_images_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "service_groups" DROP CONSTRAINT "service_groups_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_group_id_service_groups_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_days_off" DROP CONSTRAINT "employee_days_off_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_services" DROP CONSTRAINT "employee_services_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "employee_services" DROP CONSTRAINT "employee_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "client_counts" DROP CONSTRAINT "client_counts_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "client_stats" DROP CONSTRAINT "client_stats_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "client_stats" DROP CONSTRAINT "client_stats_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "clients" DROP CONSTRAINT "clients_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "promotion_services" DROP CONSTRAINT "promotion_services_promotion_id_promotions_id_fk";
--> statement-breakpoint
ALTER TABLE "promotion_services" DROP CONSTRAINT "promotion_services_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "promotions" DROP CONSTRAINT "promotions_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_counts" DROP CONSTRAINT "appointment_counts_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_promotion_id_promotions_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_payments" DROP CONSTRAINT "appointment_payments_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_payments" DROP CONSTRAINT "appointment_payments_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_daily_totals" DROP CONSTRAINT "appointment_daily_totals_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_id_subscription_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "visit_tokens" DROP CONSTRAINT "visit_tokens_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_client_id_clients_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_deposits" DROP CONSTRAINT "appointment_deposits_salon_id_salons_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_deposits" DROP CONSTRAINT "appointment_deposits_appointment_id_appointments_id_fk";
--> statement-breakpoint
ALTER TABLE "appointment_deposits" DROP CONSTRAINT "appointment_deposits_payment_id_appointment_payments_id_fk";
--> statement-breakpoint
DROP INDEX "service_groups_salon_name_uq";--> statement-breakpoint
DROP INDEX "employees_salon_email_uq";--> statement-breakpoint
DROP INDEX "employees_account_uq";--> statement-breakpoint
DROP INDEX "clients_salon_email_uq";--> statement-breakpoint
DROP INDEX "subscription_payments_reference_uq";--> statement-breakpoint
DROP INDEX "reviews_appointment_unique";--> statement-breakpoint
DROP INDEX "whatsapp_messages_job_uq";--> statement-breakpoint
DROP INDEX "whatsapp_messages_provider_id_uq";--> statement-breakpoint
DROP INDEX "calendar_feeds_active_uq";--> statement-breakpoint
DROP INDEX "waitlist_offers_open_uq";--> statement-breakpoint
DROP INDEX "appointment_deposits_reference_uq";--> statement-breakpoint
ALTER TABLE "salon_categories" DROP CONSTRAINT "salon_categories_salon_id_category_id_pk";--> statement-breakpoint
ALTER TABLE "employee_days_off" DROP CONSTRAINT "employee_days_off_employee_id_day_pk";--> statement-breakpoint
ALTER TABLE "employee_services" DROP CONSTRAINT "employee_services_employee_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "client_counts" DROP CONSTRAINT "client_counts_salon_id_status_pk";--> statement-breakpoint
ALTER TABLE "promotion_services" DROP CONSTRAINT "promotion_services_promotion_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "appointment_counts" DROP CONSTRAINT "appointment_counts_salon_id_employee_id_pk";--> statement-breakpoint
ALTER TABLE "appointment_daily_totals" DROP CONSTRAINT "appointment_daily_totals_salon_id_dimension_day_key_pk";--> statement-breakpoint

ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_pkey";--> statement-breakpoint

ALTER TABLE "event_log" DROP CONSTRAINT "event_log_pkey";--> statement-breakpoint

ALTER TABLE "salons" DROP CONSTRAINT "salons_pkey";--> statement-breakpoint

ALTER TABLE "schedules" DROP CONSTRAINT "schedules_pkey";--> statement-breakpoint

ALTER TABLE "salon_images" DROP CONSTRAINT "salon_images_pkey";--> statement-breakpoint

ALTER TABLE "service_groups" DROP CONSTRAINT "service_groups_pkey";--> statement-breakpoint

ALTER TABLE "services" DROP CONSTRAINT "services_pkey";--> statement-breakpoint

ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey";--> statement-breakpoint

ALTER TABLE "client_stats" DROP CONSTRAINT "client_stats_pkey";--> statement-breakpoint

ALTER TABLE "clients" DROP CONSTRAINT "clients_pkey";--> statement-breakpoint

ALTER TABLE "promotions" DROP CONSTRAINT "promotions_pkey";--> statement-breakpoint

ALTER TABLE "appointments" DROP CONSTRAINT "appointments_pkey";--> statement-breakpoint

ALTER TABLE "appointment_payments" DROP CONSTRAINT "appointment_payments_pkey";--> statement-breakpoint

ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";--> statement-breakpoint

ALTER TABLE "subscription_payments" DROP CONSTRAINT "subscription_payments_pkey";--> statement-breakpoint

ALTER TABLE "reviews" DROP CONSTRAINT "reviews_pkey";--> statement-breakpoint

ALTER TABLE "visit_tokens" DROP CONSTRAINT "visit_tokens_pkey";--> statement-breakpoint

ALTER TABLE "whatsapp_messages" DROP CONSTRAINT "whatsapp_messages_pkey";--> statement-breakpoint

ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint

ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_pkey";--> statement-breakpoint

ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_pkey";--> statement-breakpoint

ALTER TABLE "appointment_deposits" DROP CONSTRAINT "appointment_deposits_pkey";--> statement-breakpoint
-- salon_categories gains its salon's company_id, so a salon's categories live on the salon's shard.
ALTER TABLE "salon_categories" ADD COLUMN "company_id" uuid;--> statement-breakpoint
UPDATE "salon_categories" sc SET "company_id" = s."company_id" FROM "salons" s WHERE s."id" = sc."salon_id";--> statement-breakpoint
ALTER TABLE "salon_categories" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "salon_categories" ADD CONSTRAINT "salon_categories_pkey" PRIMARY KEY("salon_id","category_id","company_id");--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "salon_images" ADD CONSTRAINT "salon_images_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "service_groups" ADD CONSTRAINT "service_groups_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "employee_days_off" ADD CONSTRAINT "employee_days_off_pkey" PRIMARY KEY("employee_id","day","company_id");--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_pkey" PRIMARY KEY("employee_id","service_id","company_id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_pkey" PRIMARY KEY("salon_id","status","company_id");--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_pkey" PRIMARY KEY("client_id","company_id");--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "promotion_services" ADD CONSTRAINT "promotion_services_pkey" PRIMARY KEY("promotion_id","service_id","company_id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "appointment_counts" ADD CONSTRAINT "appointment_counts_pkey" PRIMARY KEY("salon_id","employee_id","company_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "appointment_daily_totals" ADD CONSTRAINT "appointment_daily_totals_pkey" PRIMARY KEY("salon_id","dimension","day","key","company_id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "subscription_payments" ADD CONSTRAINT "subscription_payments_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "visit_tokens" ADD CONSTRAINT "visit_tokens_pkey" PRIMARY KEY("token","company_id");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_pkey" PRIMARY KEY("id","company_id");--> statement-breakpoint
CREATE INDEX "shard_routes_company_idx" ON "shard_routes" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "salon_categories" ADD CONSTRAINT "salon_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_categories" ADD CONSTRAINT "salon_categories_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_schedule_id_fk" FOREIGN KEY ("company_id","schedule_id") REFERENCES "public"."schedules"("company_id","id") ON DELETE SET NULL ("schedule_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE SET NULL ("salon_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salon_images" ADD CONSTRAINT "salon_images_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_groups" ADD CONSTRAINT "service_groups_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_group_id_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."service_groups"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_days_off" ADD CONSTRAINT "employee_days_off_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_services" ADD CONSTRAINT "employee_services_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_counts" ADD CONSTRAINT "client_counts_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_stats" ADD CONSTRAINT "client_stats_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_services" ADD CONSTRAINT "promotion_services_promotion_id_fk" FOREIGN KEY ("company_id","promotion_id") REFERENCES "public"."promotions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_services" ADD CONSTRAINT "promotion_services_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_counts" ADD CONSTRAINT "appointment_counts_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_promotion_id_fk" FOREIGN KEY ("company_id","promotion_id") REFERENCES "public"."promotions"("company_id","id") ON DELETE SET NULL ("promotion_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_payments" ADD CONSTRAINT "appointment_payments_appointment_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_daily_totals" ADD CONSTRAINT "appointment_daily_totals_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."subscription_payments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_tokens" ADD CONSTRAINT "visit_tokens_appointment_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_appointment_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_client_id_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_service_id_fk" FOREIGN KEY ("company_id","service_id") REFERENCES "public"."services"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_appointment_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."waitlist_entries"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_employee_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE SET NULL ("appointment_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_salon_id_fk" FOREIGN KEY ("company_id","salon_id") REFERENCES "public"."salons"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_appointment_id_fk" FOREIGN KEY ("company_id","appointment_id") REFERENCES "public"."appointments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_deposits" ADD CONSTRAINT "appointment_deposits_payment_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."appointment_payments"("company_id","id") ON DELETE SET NULL ("payment_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "companies_owner_account_idx" ON "companies" USING btree ("owner_account_id");--> statement-breakpoint
CREATE INDEX "companies_rif_idx" ON "companies" USING btree ("rif");--> statement-breakpoint
CREATE INDEX "subscriptions_paypal_idx" ON "subscriptions" USING btree ("paypal_subscription_id");--> statement-breakpoint
CREATE INDEX "salons_slug_idx" ON "salons" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_payment_uq" ON "invoices" USING btree ("payment_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_tokens_appointment_uq" ON "visit_tokens" USING btree ("appointment_id","company_id");--> statement-breakpoint
CREATE INDEX "visit_tokens_token_idx" ON "visit_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "waitlist_offers_token_idx" ON "waitlist_offers" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_deposits_appointment_uq" ON "appointment_deposits" USING btree ("appointment_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_groups_salon_name_uq" ON "service_groups" USING btree ("salon_id",lower("name"),"company_id") WHERE "service_groups"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_salon_email_uq" ON "employees" USING btree ("salon_id","email","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_account_uq" ON "employees" USING btree ("account_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_salon_email_uq" ON "clients" USING btree ("salon_id","email","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_payments_reference_uq" ON "subscription_payments" USING btree ("method","reference_key","company_id") WHERE status <> 'rejected' and reference_key is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_unique" ON "reviews" USING btree ("appointment_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_job_uq" ON "whatsapp_messages" USING btree ("job_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_id_uq" ON "whatsapp_messages" USING btree ("provider_message_id","company_id") WHERE "whatsapp_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_active_uq" ON "calendar_feeds" USING btree ("account_id","scope","salon_id","company_id") WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offers_open_uq" ON "waitlist_offers" USING btree ("entry_id","company_id") WHERE "waitlist_offers"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_deposits_reference_uq" ON "appointment_deposits" USING btree ("salon_id","method",lower("reference"),"company_id") WHERE "appointment_deposits"."reference" is not null;--> statement-breakpoint
-- The trigger functions whose ON CONFLICT named a key without company_id: the latest definition of each
-- (0022, 0031, 0037) with the new key, and the salon read by its full key.
CREATE OR REPLACE FUNCTION appointment_daily_totals_add(a appointments, sign integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  local_day date;
  income bigint := a.price_cents + coalesce(a.travel_fee_cents, 0);
BEGIN
  SELECT time_zone INTO zone FROM salons WHERE company_id = a.company_id AND id = a.salon_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  local_day := (a.starts_at AT TIME ZONE zone)::date;
  INSERT INTO appointment_daily_totals AS t (company_id, salon_id, day, dimension, key, count, income_cents)
  VALUES (a.company_id, a.salon_id, local_day, 'status', a.status, sign, sign * income)
  ON CONFLICT (company_id, salon_id, dimension, day, key) DO UPDATE
    SET count = t.count + excluded.count, income_cents = t.income_cents + excluded.income_cents;
  IF a.status = 'done' THEN
    INSERT INTO appointment_daily_totals AS t (company_id, salon_id, day, dimension, key, count, income_cents)
    VALUES
      (a.company_id, a.salon_id, local_day, 'employee', a.employee_id::text, sign, sign * income),
      (a.company_id, a.salon_id, local_day, 'service', a.service_id::text, sign, sign * income)
    ON CONFLICT (company_id, salon_id, dimension, day, key) DO UPDATE
      SET count = t.count + excluded.count, income_cents = t.income_cents + excluded.income_cents;
    INSERT INTO appointment_daily_totals AS t (company_id, salon_id, day, dimension, key, count, income_cents)
    SELECT a.company_id, a.salon_id, local_day, 'payment_method', s.key, sign, sign * s.income
    FROM appointment_method_shares(a) s
    ON CONFLICT (company_id, salon_id, dimension, day, key) DO UPDATE
      SET count = t.count + excluded.count, income_cents = t.income_cents + excluded.income_cents;
  END IF;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION appointment_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.salon_id, OLD.employee_id) IS NOT DISTINCT FROM (NEW.salon_id, NEW.employee_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE appointment_counts SET count = count - 1
    WHERE company_id = OLD.company_id AND salon_id = OLD.salon_id AND employee_id = OLD.employee_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO appointment_counts AS c (company_id, salon_id, employee_id, count)
    VALUES (NEW.company_id, NEW.salon_id, NEW.employee_id, 1)
    ON CONFLICT (company_id, salon_id, employee_id) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION client_counts_track() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.salon_id, OLD.status) IS NOT DISTINCT FROM (NEW.salon_id, NEW.status) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE client_counts SET count = count - 1
    WHERE company_id = OLD.company_id AND salon_id = OLD.salon_id AND status = OLD.status;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO client_counts AS c (company_id, salon_id, status, count)
    VALUES (NEW.company_id, NEW.salon_id, NEW.status, 1)
    ON CONFLICT (company_id, salon_id, status) DO UPDATE SET count = c.count + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- Grouped by the client's whole key: with (company_id, id) as the primary key, id alone no longer implies the
-- other columns.
CREATE OR REPLACE FUNCTION client_stats_recompute(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_stats AS s (client_id, company_id, salon_id, last_visit_at, visits, spent_cents, no_shows)
  SELECT c.id, c.company_id, c.salon_id,
    max(a.starts_at) FILTER (WHERE a.status = 'done'),
    -- A visit of several services is one visit (its parts share visit_id, the first part's id).
    count(DISTINCT coalesce(a.visit_id, a.id)) FILTER (WHERE a.status = 'done'),
    coalesce(sum(a.price_cents + coalesce(a.travel_fee_cents, 0)) FILTER (WHERE a.status = 'done'), 0),
    count(DISTINCT coalesce(a.visit_id, a.id)) FILTER (WHERE a.status = 'no_show')
  FROM clients c
  LEFT JOIN appointments a ON a.client_id = c.id AND a.company_id = c.company_id AND a.salon_id = c.salon_id
  WHERE c.id = ANY(ids)
  GROUP BY c.company_id, c.id, c.salon_id
  ORDER BY c.id
  ON CONFLICT (company_id, client_id) DO UPDATE SET last_visit_at = excluded.last_visit_at,
    visits = excluded.visits, spent_cents = excluded.spent_cents, no_shows = excluded.no_shows
  WHERE (s.last_visit_at, s.visits, s.spent_cents, s.no_shows)
    IS DISTINCT FROM (excluded.last_visit_at, excluded.visits, excluded.spent_cents, excluded.no_shows);
END;
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION client_stats_track_clients() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO client_stats (client_id, company_id, salon_id)
  SELECT id, company_id, salon_id FROM new_rows ORDER BY id
  ON CONFLICT (company_id, client_id) DO NOTHING;
  RETURN NULL;
END;
$$;
