CREATE TABLE "notification_company_setting" (
	"company_id" varchar(24) PRIMARY KEY NOT NULL,
	"max_pushes_and_emails_per_day" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscription" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "notification_user_idx";--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "in_app" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "wants_push" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "wants_email" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "delivery_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "pushed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "digest_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscription_endpoint_uq" ON "push_subscription" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscription_user_idx" ON "push_subscription" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_user_seq_uq" ON "notification" USING btree ("company_id","user_id","seq");--> statement-breakpoint
CREATE INDEX "notification_unread_idx" ON "notification" USING btree ("company_id","user_id") WHERE "notification"."in_app" AND NOT "notification"."is_read";--> statement-breakpoint
CREATE INDEX "notification_delivery_pending_idx" ON "notification" USING btree ("created_at") WHERE "notification"."delivery_pending";--> statement-breakpoint
CREATE INDEX "notification_digest_idx" ON "notification" USING btree ("company_id","user_id") WHERE "notification"."digest_at" IS NOT NULL AND "notification"."digest_sent_at" IS NULL;