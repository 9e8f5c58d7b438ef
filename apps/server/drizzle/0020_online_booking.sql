ALTER TABLE "salons" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing salons get a readable slug from their name plus a piece of their id (unique without a lookup).
UPDATE "salons" SET "slug" = trim(both '-' from left(regexp_replace(lower(translate("title", 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')), '[^a-z0-9]+', '-', 'g'), 40)) || '-' || right(replace("id"::text, '-', ''), 8);--> statement-breakpoint
ALTER TABLE "salons" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "online_booking" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "online_approval" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "booking_window_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "booking_notice_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_slug_unique" UNIQUE("slug");