CREATE TABLE "group_visibility" (
	"group_id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"is_restricted" boolean DEFAULT false NOT NULL,
	"visible_group_id_list" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "group_visibility_company_idx" ON "group_visibility" USING btree ("company_id");