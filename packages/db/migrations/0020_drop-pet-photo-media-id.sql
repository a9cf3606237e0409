ALTER TABLE "pets" DROP CONSTRAINT "pets_photo_media_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "pets" DROP COLUMN "photo_media_id";