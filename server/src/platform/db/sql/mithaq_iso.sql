-- A time as JavaScript's toISOString() writes it (the API's dates).
CREATE OR REPLACE FUNCTION mithaq_iso(p_at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char(p_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
