-- Serialises everything that can create or end a pair's match (two likes at the same instant, a
-- like and a rematch, a block). The one place the key is made: TypeScript locks a pair by calling
-- this (server/src/features/matches/repo.ts lockPair).
CREATE OR REPLACE FUNCTION mithaq_lock_pair(p_a uuid, p_b uuid) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtext('pair:' || least(p_a, p_b)::text || ':' || greatest(p_a, p_b)::text))
$$;
