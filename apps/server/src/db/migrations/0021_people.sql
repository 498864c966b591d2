CREATE TABLE "group_visibility" (
	"group_id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"visible_group_id_list" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "group_visibility_company_idx" ON "group_visibility" USING btree ("company_id");--> statement-breakpoint
-- hand-written: people — keyset pages of GET /api/user sorted by name or points, read in index order
CREATE INDEX IF NOT EXISTS "app_user_company_name_key_idx" ON "app_user" USING btree ("company_id", lower("first_name" || ' ' || "last_name"), "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "app_user_company_star_id_idx" ON "app_user" USING btree ("company_id", "star", "id");
