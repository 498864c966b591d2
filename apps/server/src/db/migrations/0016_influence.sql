CREATE TABLE "influencer_score" (
	"company_id" varchar(24) NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"day" text NOT NULL,
	"score" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "influencer_score_company_id_user_id_day_pk" PRIMARY KEY("company_id","user_id","day")
);
