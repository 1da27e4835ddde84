ALTER TABLE "auth_sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
-- No session made before this column can show it went through the admin login's code step (the
-- member sign-in used to accept admins), so every live session of an admin account ends here:
-- those admins sign in again at /admin/login. Members' sessions are untouched.
UPDATE "auth_sessions" SET "revoked_at" = now()
WHERE "revoked_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "role" = 'admin');
