CREATE TABLE "group_default_channel" (
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24) NOT NULL,
	"channel_id" varchar(24) NOT NULL,
	CONSTRAINT "group_default_channel_group_id_channel_id_pk" PRIMARY KEY("group_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "campaign" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_feedback" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "read_confirmation" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "read_confirmation_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "share" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"media" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"scheduled_at" timestamp with time zone,
	"shared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answer" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"answers" jsonb NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_answer_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "channel" ADD COLUMN "is_company_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_company_idx" ON "campaign" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "post_feedback_post_idx" ON "post_feedback" USING btree ("company_id","post_id");--> statement-breakpoint
CREATE INDEX "read_confirmation_user_idx" ON "read_confirmation" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "share_post_idx" ON "share" USING btree ("company_id","post_id","status");--> statement-breakpoint
CREATE INDEX "share_user_idx" ON "share" USING btree ("company_id","user_id","post_id");--> statement-breakpoint
CREATE INDEX "share_recent_idx" ON "share" USING btree ("company_id","shared_at");