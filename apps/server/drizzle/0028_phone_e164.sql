-- Phones are kept in E.164 (+584141234567) from now on, as the app's shared phone rule stores them. The
-- numbers already kept were typed freely; those whose shape is unmistakable are rewritten: a leading + keeps
-- its digits, and Venezuelan numbers (0414..., 58414..., 414... with ten digits after the 0) gain +58. Any
-- other keeps what was typed until someone next edits it, when the rule asks for a valid number.
CREATE FUNCTION phone_e164_0028(typed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN typed ~ '^\s*\+' THEN '+' || digits
    WHEN digits ~ '^0[24][0-9]{9}$' THEN '+58' || substr(digits, 2)
    WHEN digits ~ '^58[24][0-9]{9}$' THEN '+' || digits
    WHEN digits ~ '^[24][0-9]{9}$' THEN '+58' || digits
    ELSE typed
  END
  FROM (SELECT regexp_replace(typed, '\D', '', 'g') AS digits) AS typed_digits
$$;
--> statement-breakpoint
UPDATE "clients" SET "phone" = phone_e164_0028("phone"),
  "phone_digits" = regexp_replace(phone_e164_0028("phone"), '\D', '', 'g')
  WHERE "phone" <> phone_e164_0028("phone");
--> statement-breakpoint
UPDATE "employees" SET "phone" = phone_e164_0028("phone") WHERE "phone" <> phone_e164_0028("phone");
--> statement-breakpoint
UPDATE "salons" SET "phone" = phone_e164_0028("phone") WHERE "phone" <> phone_e164_0028("phone");
--> statement-breakpoint
UPDATE "companies" SET "phone" = phone_e164_0028("phone") WHERE "phone" <> phone_e164_0028("phone");
--> statement-breakpoint
UPDATE "users" SET "phone" = phone_e164_0028("phone") WHERE "phone" <> phone_e164_0028("phone");
--> statement-breakpoint
DROP FUNCTION phone_e164_0028(text);
