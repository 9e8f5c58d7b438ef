-- A client's own language for mails and messages; null keeps the salon owner's, as before clients had one.
ALTER TABLE "clients" ADD COLUMN "language" text;
