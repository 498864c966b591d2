CREATE TABLE "channel" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24),
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_mandatory" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" varchar(24),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_staff" (
	"company_id" varchar(24) NOT NULL,
	"channel_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"duty" text NOT NULL,
	CONSTRAINT "channel_staff_channel_id_user_id_duty_pk" PRIMARY KEY("channel_id","user_id","duty")
);
--> statement-breakpoint
CREATE TABLE "channel_subscription" (
	"company_id" varchar(24) NOT NULL,
	"channel_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_subscription_channel_id_user_id_pk" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subdomain" text NOT NULL,
	"custom_domain" text,
	"image_url_login" text,
	"highlight_color" text DEFAULT '#ED5D40' NOT NULL,
	"lab_list" text[] DEFAULT '{}' NOT NULL,
	"directory_group_id" text,
	"is_self_registration_enabled" boolean DEFAULT false NOT NULL,
	"is_group_enabled" boolean DEFAULT false NOT NULL,
	"reward_enabled" boolean DEFAULT false NOT NULL,
	"is_hide_resources_enabled" boolean DEFAULT false NOT NULL,
	"is_archived_read_enabled" boolean DEFAULT false NOT NULL,
	"is_channel_manager_enabled" boolean DEFAULT true NOT NULL,
	"is_gamification_disabled" boolean DEFAULT false NOT NULL,
	"is_influencer_score_hidden" boolean DEFAULT false NOT NULL,
	"is_tos_enabled" boolean DEFAULT false NOT NULL,
	"is_get_mobile_app_disabled" boolean DEFAULT false NOT NULL,
	"is_slack_app_enabled" boolean DEFAULT false NOT NULL,
	"is_password_auth_enabled" boolean DEFAULT true NOT NULL,
	"anonymous_enabled" boolean DEFAULT false NOT NULL,
	"is_language_enabled" boolean DEFAULT false NOT NULL,
	"default_platform_language" text DEFAULT 'en' NOT NULL,
	"default_invitation_message" text DEFAULT '' NOT NULL,
	"invite_point" integer DEFAULT 0 NOT NULL,
	"propose_post_point" integer DEFAULT 0 NOT NULL,
	"unique_click_point" integer DEFAULT 0 NOT NULL,
	"is_user_publish_enabled" boolean DEFAULT false NOT NULL,
	"comment_enabled" boolean DEFAULT true NOT NULL,
	"default_post_expiration" integer DEFAULT 14 NOT NULL,
	"is_default_post_type_shareable" boolean DEFAULT true NOT NULL,
	"admins_only_posting" boolean DEFAULT false NOT NULL,
	"domain_set" text[] DEFAULT '{}' NOT NULL,
	"socnet_ordered_set" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"socnet_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_limit" integer,
	"is_subscription_suspended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instance_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_admin" (
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	CONSTRAINT "group_admin_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"group_id" varchar(24),
	"name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"mandatory_channel_id_list" text[] DEFAULT '{}' NOT NULL,
	"recommended_channel_id_list" text[] DEFAULT '{}' NOT NULL,
	"is_lab_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member" (
	"company_id" varchar(24) NOT NULL,
	"team_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_member_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_group" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"name" text NOT NULL,
	"seat_limit" integer DEFAULT 1000 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"invitation_template" jsonb DEFAULT '{"invitationTemplate":"","invitationSignature":"","smsInvitationTemplate":""}'::jsonb NOT NULL,
	"invitation_permissions" jsonb DEFAULT '{"sharerInviteEnabled":false,"emailDomainList":[]}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmark" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"object_id" varchar(24) NOT NULL,
	"object_type" text NOT NULL,
	"added_by" varchar(24) NOT NULL,
	"text" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"html_body" text DEFAULT '' NOT NULL,
	"url" text,
	"embed" text,
	"lang" text DEFAULT 'en' NOT NULL,
	"created_by" varchar(24) NOT NULL,
	"content_writer_id" varchar(24),
	"created_by_type" text DEFAULT 'user' NOT NULL,
	"campaign_id" varchar(24),
	"featured_at" timestamp with time zone,
	"featured_for_email_at" timestamp with time zone,
	"comment_enabled" boolean DEFAULT true NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_read_confirmation_required" boolean DEFAULT false NOT NULL,
	"is_post_instant_push_enabled" boolean DEFAULT false NOT NULL,
	"image_metadata_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"has_animated_image" boolean DEFAULT false NOT NULL,
	"video_url" text,
	"video_metadata" jsonb,
	"linkedin_video_urn" text,
	"document" jsonb,
	"survey" jsonb,
	"socnet_set" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"utm_tags" jsonb,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(body, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "post_channel" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"channel_id" varchar(24) NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"scheduled_at" timestamp with time zone,
	"lang" text DEFAULT 'en' NOT NULL,
	CONSTRAINT "post_channel_post_id_channel_id_pk" PRIMARY KEY("post_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "post_like" (
	"company_id" varchar(24) NOT NULL,
	"post_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_like_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "app_user" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"email" text,
	"phone_number" text,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'sharer' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"read_language_list" text[] DEFAULT '{}' NOT NULL,
	"translation_language" jsonb DEFAULT '{"value":"en","display":"English"}'::jsonb NOT NULL,
	"group_id" varchar(24),
	"referrer_id" varchar(24),
	"avatar_url" text,
	"smarp_score" integer,
	"star" integer DEFAULT 0 NOT NULL,
	"coin" integer DEFAULT 0 NOT NULL,
	"is_fresh" boolean DEFAULT true NOT NULL,
	"user_doesnt_share" boolean DEFAULT false NOT NULL,
	"anonymous_enabled" boolean DEFAULT false NOT NULL,
	"triggered_event_list" text[] DEFAULT '{}' NOT NULL,
	"feature_map" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notification_settings" jsonb DEFAULT '{"instantPost":true,"acceptedInvitation":true,"shareStat":true,"newProposedPost":true,"approvedPost":true}'::jsonb NOT NULL,
	"linkedin_token_expired_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_active_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempt" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"succeeded" boolean NOT NULL,
	"ip" text,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"role" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "channel_company_idx" ON "channel" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "channel_staff_user_idx" ON "channel_staff" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "channel_subscription_user_idx" ON "channel_subscription" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_subdomain_uq" ON "company" USING btree ("subdomain");--> statement-breakpoint
CREATE INDEX "group_admin_user_idx" ON "group_admin" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "team_company_group_idx" ON "team" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "team_member_user_idx" ON "team_member" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "user_group_company_idx" ON "user_group" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "bookmark_user_post_uq" ON "bookmark" USING btree ("company_id","user_id","post_id");--> statement-breakpoint
CREATE INDEX "comment_object_idx" ON "comment" USING btree ("company_id","object_type","object_id","added_at");--> statement-breakpoint
CREATE INDEX "post_company_created_idx" ON "post" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "post_search_idx" ON "post" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "post_channel_timeline_idx" ON "post_channel" USING btree ("company_id","published_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE status IN ('published', 'approved');--> statement-breakpoint
CREATE INDEX "post_channel_channel_idx" ON "post_channel" USING btree ("company_id","channel_id","status");--> statement-breakpoint
CREATE INDEX "post_like_user_idx" ON "post_like" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_company_email_uq" ON "app_user" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_company_phone_uq" ON "app_user" USING btree ("company_id","phone_number");--> statement-breakpoint
CREATE INDEX "app_user_email_idx" ON "app_user" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "app_user_company_group_idx" ON "app_user" USING btree ("company_id","group_id");--> statement-breakpoint
CREATE INDEX "login_attempt_user_idx" ON "login_attempt" USING btree ("company_id","user_id","attempted_at");--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("company_id","user_id");