CREATE TABLE "client_duplicate_dismissals" (
	"space_id" uuid NOT NULL,
	"first_client_id" uuid NOT NULL,
	"second_client_id" uuid NOT NULL,
	"dismissed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_duplicate_dismissals_space_id_first_client_id_second_client_id_pk" PRIMARY KEY("space_id","first_client_id","second_client_id"),
	CONSTRAINT "client_duplicate_dismissals_ordered" CHECK ("client_duplicate_dismissals"."first_client_id" < "client_duplicate_dismissals"."second_client_id")
);
--> statement-breakpoint
ALTER TABLE "client_duplicate_dismissals" ADD CONSTRAINT "client_duplicate_dismissals_space_id_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_duplicate_dismissals" ADD CONSTRAINT "client_duplicate_dismissals_first_client_id_clients_id_fk" FOREIGN KEY ("first_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_duplicate_dismissals" ADD CONSTRAINT "client_duplicate_dismissals_second_client_id_clients_id_fk" FOREIGN KEY ("second_client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_duplicate_dismissals" ADD CONSTRAINT "client_duplicate_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;