-- The plans of docs/product.md "Plans and subscription", as data a platform administrator edits afterwards.
INSERT INTO plans (id, monthly_price_cents, salons, gallery_images_per_salon, employees_per_salon, promotions,
  cancellation_policy, additional_user)
VALUES
  ('basic_plan', 1500, 1, 30, 10, false, false, true),
  ('standard_plan', 2500, 1, 30, 10, true, true, true),
  ('advanced_plan', 4500, 3, 50, 10, true, true, true)
ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
INSERT INTO invoice_counter (id, last_number) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;--> statement-breakpoint
-- Trials began when their company was created; 'cancelled' was never written but is no longer a status.
UPDATE subscriptions SET current_period_start = created_at;--> statement-breakpoint
UPDATE subscriptions SET status = 'active', cancel_at_period_end = true WHERE status = 'cancelled';
