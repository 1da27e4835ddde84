CREATE TABLE "marriages" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"asked_by" uuid NOT NULL,
	"married_at" timestamp with time zone,
	"keep1" boolean DEFAULT false NOT NULL,
	"keep2" boolean DEFAULT false NOT NULL,
	"chat_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marriages_deleted_after_confirmed" CHECK ("marriages"."chat_deleted_at" is null or "marriages"."married_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "married_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_asked_by_profiles_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marriages_chat_due_idx" ON "marriages" USING btree ("married_at") WHERE "marriages"."married_at" is not null and "marriages"."chat_deleted_at" is null;