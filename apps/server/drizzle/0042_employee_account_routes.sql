-- An employee's login routes to their company, as an owner's already does (company_owner), so
-- sign-in reads one company's employees rather than searching every company's.
INSERT INTO "shard_routes" ("kind", "key", "company_id")
SELECT 'employee_account', "account_id"::text, "company_id" FROM "employees" WHERE "account_id" IS NOT NULL
ON CONFLICT DO NOTHING;
