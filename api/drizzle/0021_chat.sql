CREATE TABLE "chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"extension" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text NOT NULL,
	"width" integer,
	"height" integer,
	CONSTRAINT "chat_attachments_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "chat_attachments_kind" CHECK ("chat_attachments"."kind" in ('image', 'document'))
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_low_id" integer NOT NULL,
	"user_high_id" integer NOT NULL,
	"last_message_id" integer,
	"last_activity_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_conversations_ordered_pair" CHECK ("chat_conversations"."user_low_id" < "chat_conversations"."user_high_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"client_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_client_id_length" CHECK ("chat_messages"."client_id" is null or length("chat_messages"."client_id") between 1 and 64)
);
--> statement-breakpoint
CREATE TABLE "chat_read_markers" (
	"conversation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_read_markers_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_low_id_users_id_fk" FOREIGN KEY ("user_low_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_user_high_id_users_id_fk" FOREIGN KEY ("user_high_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_attachments_message" ON "chat_attachments" USING btree ("message_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair" ON "chat_conversations" USING btree ("user_low_id","user_high_id");--> statement-breakpoint
CREATE INDEX "chat_conversations_low_activity" ON "chat_conversations" USING btree ("user_low_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_conversations_high_activity" ON "chat_conversations" USING btree ("user_high_id","last_activity_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_sender" ON "chat_messages" USING btree ("conversation_id","sender_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_client_id" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_read_markers_user" ON "chat_read_markers" USING btree ("user_id");