CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_code_unique" UNIQUE("code"),
	CONSTRAINT "departments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_code" text NOT NULL,
	"plan_name" text NOT NULL,
	"family" text NOT NULL,
	"period_unit" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"price_ore" integer NOT NULL,
	"pages_monthly_limit" integer NOT NULL,
	"pages_yearly_limit" integer,
	"trial_days" integer,
	"savings_percent" integer,
	"features" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_plan_code_unique" UNIQUE("plan_code"),
	CONSTRAINT "plans_period_unit_check" CHECK ("plans"."period_unit" in ('month', 'year')),
	CONSTRAINT "plans_price_check" CHECK ("plans"."price_ore" >= 0)
);
