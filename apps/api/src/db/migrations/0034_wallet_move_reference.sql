-- wallet_move takes the bet a win names (p_reference_transaction_id), so a Hub88 win is checked
-- against its bet in the same statement that pays it. The new definition is
-- db/functions/wallet_move.sql; the old one, with one argument fewer, would stay beside it.
DROP FUNCTION IF EXISTS wallet_move(text, uuid, text, text, uuid, uuid, text, text, bigint, bigint, bigint, text, text, timestamptz);
