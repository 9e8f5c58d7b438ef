-- UNLOGGED: counts worth a minute need no crash safety, and their writes need not wait on the WAL.
CREATE UNLOGGED TABLE "public_read_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "public_read_counts_key_window_start_pk" PRIMARY KEY("key","window_start")
);
