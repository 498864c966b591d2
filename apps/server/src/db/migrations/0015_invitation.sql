CREATE TABLE "invitation" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"kind" text NOT NULL,
	"batch_id" varchar(24) NOT NULL,
	"inviter_id" varchar(24) NOT NULL,
	"inviter_name" text DEFAULT '' NOT NULL,
	"email" text,
	"phone_number" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"group_id" varchar(24),
	"role_id" text DEFAULT '' NOT NULL,
	"team_id_list" text[] DEFAULT '{}' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"invitation_signature" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"user_id" varchar(24),
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invitation_company_kind_idx" ON "invitation" USING btree ("company_id","kind","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invitation_batch_idx" ON "invitation" USING btree ("company_id","batch_id");--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree ("company_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_token_uq" ON "invitation" USING btree ("token_hash");