-- A salon's choice to show its prices with their bolívares at the day's official rate beside the dollars.
ALTER TABLE "salons" ADD COLUMN "show_bolivares" boolean DEFAULT false NOT NULL;