CREATE TABLE "redaction_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redaction_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"hashed_name" text NOT NULL,
	"entity_count" integer NOT NULL,
	"redaction_schema" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redaction_documents_entity_count_check" CHECK ("redaction_documents"."entity_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "redaction_documents" ADD CONSTRAINT "redaction_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redaction_documents_user_created_idx" ON "redaction_documents" USING btree ("user_id","created_at" DESC NULLS LAST);