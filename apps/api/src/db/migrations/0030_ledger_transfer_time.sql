-- ledger_post_transfer takes the moment of the transfer from the API (p_created_at), the same
-- clock every other row a day or month rule reads is stamped with (docs/decisions.md, "One clock
-- for day rules"). The new definition is db/functions/ledger_post_transfer.sql; the old one, with
-- one argument fewer, would stay beside it.
DROP FUNCTION IF EXISTS ledger_post_transfer(uuid, text, text, bigint, bigint, bigint, text, jsonb);
