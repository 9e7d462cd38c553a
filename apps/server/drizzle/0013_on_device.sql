CREATE TABLE "device_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"free_month" date,
	"operation" text NOT NULL,
	"files" integer NOT NULL,
	"pages" integer NOT NULL,
	"pages_returned" integer DEFAULT 0 NOT NULL,
	"processed_at" timestamp with time zone,
	"is_over_limit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_tickets_pages_check" CHECK ("device_tickets"."pages" >= 0 and "device_tickets"."pages_returned" between 0 and "device_tickets"."pages"),
	CONSTRAINT "device_tickets_charged_check" CHECK (("device_tickets"."subscription_id" is null) <> ("device_tickets"."free_month" is null)),
	CONSTRAINT "device_tickets_operation_check" CHECK ("device_tickets"."operation" in ('extract', 'search', 'find_words', 'detect', 'redact'))
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "processing_location" text DEFAULT 'server' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "require_on_device" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "device_tickets" ADD CONSTRAINT "device_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tickets" ADD CONSTRAINT "device_tickets_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_tickets_user_idx" ON "device_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "device_tickets_created_at_idx" ON "device_tickets" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_processing_location_check" CHECK ("user_settings"."processing_location" in ('server', 'device'));