CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"leased_until" timestamp with time zone NOT NULL,
	"holder" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
