-- Case-insensitive e-mail addresses (users.email, guardians.email).
CREATE EXTENSION IF NOT EXISTS citext;
