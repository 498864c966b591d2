CREATE TABLE "point_rollup" (
	"company_id" varchar(24) NOT NULL,
	"span" text NOT NULL,
	"start" date NOT NULL,
	"user_id" varchar(24) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"coins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_rollup_company_id_span_start_user_id_pk" PRIMARY KEY("company_id","span","start","user_id")
);
--> statement-breakpoint
CREATE INDEX "point_rollup_rank_idx" ON "point_rollup" USING btree ("company_id","span","start","points","user_id");--> statement-breakpoint
CREATE INDEX "app_user_inactive_idx" ON "app_user" USING btree ("company_id","id") WHERE NOT "app_user"."is_active";--> statement-breakpoint
-- hand-written: the rollup of the ledger so far, per user per UTC day, ISO week and month.
INSERT INTO "point_rollup" ("company_id", "span", "start", "user_id", "points", "coins")
SELECT l."company_id", s."span", date_trunc(s."span", l."created_at" AT TIME ZONE 'UTC')::date, l."user_id",
       sum(l."points")::int, sum(l."coins")::int
  FROM "point_ledger" l CROSS JOIN (VALUES ('day'), ('week'), ('month')) AS s("span")
 GROUP BY 1, 2, 3, 4;
