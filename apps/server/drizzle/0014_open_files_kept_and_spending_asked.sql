ALTER TABLE "user_settings" ALTER COLUMN "save_files_in_browser" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "ask_before_spending" boolean DEFAULT true NOT NULL;