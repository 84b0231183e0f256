-- The body of every ledger transfer, in one statement so that account locks are held for the
-- shortest time and a transfer costs one round trip. Called only by the ledger module.
--
-- 1. Lock both accounts FOR NO KEY UPDATE in id order, the one order used everywhere, so
--    transfers never deadlock on accounts. The locks come before anything that references the
--    accounts: the foreign keys of a transfer row take KEY SHARE on them, and taking those
--    first would let concurrent transfers pile shared locks (multixacts) on hot accounts.
-- 2. Claim the idempotency key. If another transaction holds it, PostgreSQL waits for that
--    transaction; if the key is already taken, the first transfer is returned (or refused
--    with LD002 when the request differs). Waiting here cannot deadlock: a transaction that
--    holds a key touches no account it has not already locked.
-- 3. Refuse with LD001 when a member account would go below zero; the raise rolls back the
--    claim, so nothing is written.
-- 4. Write both postings with the balance before and after, and move the cached balances.
CREATE FUNCTION ledger_post_transfer(
  p_brand_id uuid,
  p_idempotency_key text,
  p_request_hash text,
  p_from_account_id bigint,
  p_to_account_id bigint,
  p_amount_satang bigint,
  p_kind text,
  p_memo jsonb
) RETURNS TABLE (
  transfer_id bigint,
  is_replay boolean,
  from_balance_after_satang bigint,
  to_balance_after_satang bigint,
  created_at timestamptz
) LANGUAGE plpgsql AS $$
DECLARE
  v_transfer_id bigint;
  v_created_at timestamptz;
  v_existing ledger_transfers%ROWTYPE;
  v_from ledger_accounts%ROWTYPE;
  v_to ledger_accounts%ROWTYPE;
BEGIN
  PERFORM 1 FROM ledger_accounts a WHERE a.id IN (p_from_account_id, p_to_account_id) ORDER BY a.id FOR NO KEY UPDATE;

  INSERT INTO ledger_transfers
    (brand_id, idempotency_key, request_hash, from_account_id, to_account_id, amount_satang, kind, memo)
  VALUES
    (p_brand_id, p_idempotency_key, p_request_hash, p_from_account_id, p_to_account_id, p_amount_satang, p_kind, p_memo)
  ON CONFLICT (idempotency_key) DO NOTHING
  RETURNING ledger_transfers.id, ledger_transfers.created_at INTO v_transfer_id, v_created_at;

  IF v_transfer_id IS NULL THEN
    SELECT * INTO v_existing FROM ledger_transfers t WHERE t.idempotency_key = p_idempotency_key;
    IF v_existing.request_hash <> p_request_hash THEN
      RAISE EXCEPTION 'idempotency key % was used for a different transfer', p_idempotency_key USING ERRCODE = 'LD002';
    END IF;
    RETURN QUERY
      SELECT v_existing.id, true,
        (SELECT e.balance_after_satang FROM ledger_entries e WHERE e.transfer_id = v_existing.id AND e.account_id = v_existing.from_account_id),
        (SELECT e.balance_after_satang FROM ledger_entries e WHERE e.transfer_id = v_existing.id AND e.account_id = v_existing.to_account_id),
        v_existing.created_at;
    RETURN;
  END IF;

  SELECT * INTO v_from FROM ledger_accounts a WHERE a.id = p_from_account_id;
  SELECT * INTO v_to FROM ledger_accounts a WHERE a.id = p_to_account_id;

  IF v_from.brand_id <> p_brand_id OR v_to.brand_id <> p_brand_id THEN
    RAISE EXCEPTION 'transfer % crosses brands', p_idempotency_key USING ERRCODE = 'LD003';
  END IF;
  IF v_from.balance_satang - p_amount_satang < 0 AND NOT v_from.is_overdraft_allowed THEN
    RAISE EXCEPTION 'account % has insufficient funds', p_from_account_id USING ERRCODE = 'LD001';
  END IF;

  INSERT INTO ledger_entries (transfer_id, account_id, amount_satang, balance_before_satang, balance_after_satang)
  VALUES
    (v_transfer_id, p_from_account_id, -p_amount_satang, v_from.balance_satang, v_from.balance_satang - p_amount_satang),
    (v_transfer_id, p_to_account_id, p_amount_satang, v_to.balance_satang, v_to.balance_satang + p_amount_satang);
  UPDATE ledger_accounts SET balance_satang = v_from.balance_satang - p_amount_satang WHERE id = p_from_account_id;
  UPDATE ledger_accounts SET balance_satang = v_to.balance_satang + p_amount_satang WHERE id = p_to_account_id;

  RETURN QUERY SELECT v_transfer_id, false, v_from.balance_satang - p_amount_satang, v_to.balance_satang + p_amount_satang, v_created_at;
END;
$$;
