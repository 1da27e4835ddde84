ALTER TABLE "profile_pictures" ADD COLUMN "blur_path" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photos_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_blur_path_unique" UNIQUE("blur_path");