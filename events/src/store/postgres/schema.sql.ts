/**
 * The PostgreSQL event store: two tables and one append function, so an append of any number of
 * streams is one statement (one round trip). Runs unchanged on PostgreSQL 15+ and PGlite.
 *
 * Expected revisions are encoded for SQL as: -1 any, -2 no_stream, -3 exists, n >= 0 exact.
 * A mismatch raises SQLSTATE SW409 with the stream and its actual revision as JSON in DETAIL.
 */
export const EVENT_STORE_SCHEMA_SQL = /* sql */ `
CREATE TABLE IF NOT EXISTS es_streams (
  stream_id text PRIMARY KEY,
  revision bigint NOT NULL
);

CREATE TABLE IF NOT EXISTS es_events (
  global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stream_id text NOT NULL,
  stream_revision bigint NOT NULL,
  event_id uuid NOT NULL UNIQUE,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  recorded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (stream_id, stream_revision)
);

CREATE INDEX IF NOT EXISTS es_events_commit_order ON es_events (transaction_id, global_position);

DROP FUNCTION IF EXISTS es_append(text[], bigint[], text[], uuid[], text[], jsonb[], jsonb[]);
DROP FUNCTION IF EXISTS es_append(text[], bigint[], int[], uuid[], text[], jsonb[], jsonb[]);

-- p_event_stream: for each event, the 1-based index of its stream in p_streams.
-- Written as short single-row statements: their plans are cached and cheap, where one big
-- data-modifying CTE cost more to plan than to run.
CREATE OR REPLACE FUNCTION es_append(
  p_streams text[],
  p_expected bigint[],
  p_event_stream int[],
  p_event_ids uuid[],
  p_types text[],
  p_data jsonb[],
  p_metadata jsonb[],
  p_idempotent boolean DEFAULT false
) RETURNS TABLE (stream_id text, last_revision bigint, last_position bigint, last_transaction text, duplicate boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  n int := coalesce(array_length(p_streams, 1), 0);
  lock_key bigint;
  i int;
  k int;
  current_revision bigint;
  expected bigint;
  base bigint[];
  next bigint[];
  last_pos bigint[];
  pos bigint;
BEGIN
  -- Locks in ascending key order, so two appends over overlapping streams never deadlock.
  IF n = 1 THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_streams[1], 0));
  ELSE
    FOR lock_key IN SELECT DISTINCT hashtextextended(s, 0) FROM unnest(p_streams) AS s ORDER BY 1 LOOP
      PERFORM pg_advisory_xact_lock(lock_key);
    END LOOP;
  END IF;

  -- An idempotent retry: its derived event ids are already stored. Return the first result.
  IF p_idempotent AND array_length(p_event_ids, 1) > 0 AND EXISTS (SELECT 1 FROM es_events e WHERE e.event_id = p_event_ids[1]) THEN
    RETURN QUERY
      SELECT e.stream_id, max(e.stream_revision), max(e.global_position),
             (array_agg(e.transaction_id::text ORDER BY e.global_position DESC))[1], true
      FROM es_events e WHERE e.event_id = ANY (p_event_ids) GROUP BY e.stream_id;
    RETURN;
  END IF;

  base := array_fill(-1::bigint, ARRAY[n]);
  last_pos := array_fill(NULL::bigint, ARRAY[n]);
  FOR i IN 1 .. n LOOP
    SELECT st.revision INTO current_revision FROM es_streams st WHERE st.stream_id = p_streams[i];
    expected := p_expected[i];
    IF (expected = -2 AND current_revision IS NOT NULL)
       OR (expected = -3 AND current_revision IS NULL)
       OR (expected >= 0 AND current_revision IS DISTINCT FROM expected) THEN
      RAISE EXCEPTION 'wrong expected version on %', p_streams[i]
        USING ERRCODE = 'SW409',
              DETAIL = json_build_object('streamId', p_streams[i], 'actual', current_revision)::text;
    END IF;
    base[i] := coalesce(current_revision, -1);
  END LOOP;

  next := base;
  FOR k IN 1 .. coalesce(array_length(p_event_ids, 1), 0) LOOP
    i := p_event_stream[k];
    next[i] := next[i] + 1;
    INSERT INTO es_events (stream_id, stream_revision, event_id, type, data, metadata)
    VALUES (p_streams[i], next[i], p_event_ids[k], p_types[k], p_data[k], p_metadata[k])
    RETURNING global_position INTO pos;
    last_pos[i] := pos;
  END LOOP;

  FOR i IN 1 .. n LOOP
    IF next[i] > base[i] THEN
      IF base[i] = -1 THEN
        INSERT INTO es_streams (stream_id, revision) VALUES (p_streams[i], next[i]);
      ELSE
        UPDATE es_streams SET revision = next[i] WHERE es_streams.stream_id = p_streams[i];
      END IF;
      stream_id := p_streams[i];
      last_revision := next[i];
      last_position := last_pos[i];
      last_transaction := pg_current_xact_id()::text;
      duplicate := false;
      RETURN NEXT;
    END IF;
  END LOOP;
END
$fn$;
`
