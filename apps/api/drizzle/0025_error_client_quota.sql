CREATE TABLE "error_client_quota" (
	"client" text NOT NULL,
	"day" date NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "error_client_quota_client_day_pk" PRIMARY KEY("client","day")
);
