CREATE TABLE "ban_words" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ban_words_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"setting_id" integer NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ban_words_setting_word_key" UNIQUE("setting_id","word")
);
--> statement-breakpoint
CREATE TABLE "entity_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "entity_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"method_id" integer NOT NULL,
	"entity_text" text NOT NULL,
	"is_predefined" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entity_definitions_user_method_text_key" UNIQUE("user_id","method_id","entity_text"),
	CONSTRAINT "entity_definitions_method_check" CHECK ("entity_definitions"."method_id" between 1 and 3),
	CONSTRAINT "entity_definitions_not_select_all" CHECK ("entity_definitions"."entity_text" not like 'ALL\_%')
);
--> statement-breakpoint
CREATE TABLE "search_patterns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_patterns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"setting_id" integer NOT NULL,
	"pattern_text" text NOT NULL,
	"pattern_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_patterns_setting_text_key" UNIQUE("setting_id","pattern_text"),
	CONSTRAINT "search_patterns_type_check" CHECK ("search_patterns"."pattern_type" in ('normal', 'case_sensitive', 'ai_search', 'regex'))
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"theme" text DEFAULT 'system' NOT NULL,
	"auto_processing" boolean DEFAULT true NOT NULL,
	"detection_threshold" double precision DEFAULT 0.5 NOT NULL,
	"use_banlist_for_detection" boolean DEFAULT false NOT NULL,
	"edit_mode" text DEFAULT 'box' NOT NULL,
	"save_redaction_history" boolean DEFAULT true NOT NULL,
	"save_files_in_browser" boolean DEFAULT false NOT NULL,
	"remove_images" boolean DEFAULT false NOT NULL,
	"color_method_manual" text DEFAULT '#FF5733' NOT NULL,
	"color_method_search" text DEFAULT '#33A8FF' NOT NULL,
	"color_method_ml" text DEFAULT '#33FF57' NOT NULL,
	"color_method_ai" text DEFAULT '#FFFF33' NOT NULL,
	"color_method_advanced" text DEFAULT '#9D4EDD' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_settings_theme_check" CHECK ("user_settings"."theme" in ('light', 'dark', 'system')),
	CONSTRAINT "user_settings_edit_mode_check" CHECK ("user_settings"."edit_mode" in ('text', 'box')),
	CONSTRAINT "user_settings_threshold_check" CHECK ("user_settings"."detection_threshold" >= 0 and "user_settings"."detection_threshold" <= 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_granted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ban_words" ADD CONSTRAINT "ban_words_setting_id_user_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."user_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_definitions" ADD CONSTRAINT "entity_definitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_patterns" ADD CONSTRAINT "search_patterns_setting_id_user_settings_id_fk" FOREIGN KEY ("setting_id") REFERENCES "public"."user_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;