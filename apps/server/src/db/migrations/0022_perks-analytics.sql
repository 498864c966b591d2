CREATE TABLE "reward" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"stock" integer,
	"image_url" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reward_redemption" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"reward_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"price" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"note" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" varchar(24)
);
--> statement-breakpoint
CREATE INDEX "reward_company_idx" ON "reward" USING btree ("company_id","price") WHERE "reward"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "reward_redemption_company_idx" ON "reward_redemption" USING btree ("company_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "reward_redemption_user_idx" ON "reward_redemption" USING btree ("company_id","user_id","requested_at");