-- The body of every ledger transfer, in one statement so that account locks are held for the
-- shortest time and a transfer costs one round trip. Called only by the ledger module.
--
-- 1. Lock both accounts FOR NO KEY UPDATE in id order, the one order used everywhere, so
--    transfers never deadlock on accounts, and read their balances in the same statement. The
--    locks come before anything that references the accounts: taking key-share locks first
--    would let concurrent transfers pile shared locks (multixacts) on hot accounts.
-- 2. Claim the idempotency key. If another transaction holds it, PostgreSQL waits for that
--    transaction; if the key is already taken, the first transfer is returned (or refused
--    with LD002 when the request differs). Waiting here cannot deadlock: a transaction that
--    holds a key touches no account it has not already locked.
-- 3. Refuse with LD003 an unknown account or one of another brand, with LD004 a transfer between
--    a point account and a money account (points are not satang), and with LD001 a member
--    account that would go below zero; the raise rolls back the claim, so nothing is written.
-- 4. Refuse with LD005 a bet from, or a deposit to, a member's account that would pass a limit
--    the member set on their own play (member_limit_refusal); DETAIL carries the limit as JSON.
--    The member's account is locked by then, as every change of their limits locks it too.
-- 5. Write both postings with the balance before and after, and move both cached balances in
--    one UPDATE.
-- The transfer and its postings are stamped with p_created_at, the API's clock, like every other
-- row a day or month rule reads (docs/decisions.md, "One clock for day rules").
CREATE OR REPLACE FUNCTION ledger_post_transfer(
  p_brand_id uuid,
  p_idempotency_key text,
  p_request_hash text,
  p_from_account_id bigint,
  p_to_account_id bigint,
  p_amount_satang bigint,
  p_kind text,
  p_memo jsonb,
  p_created_at timestamptz
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
  v_account record;
  v_from_brand uuid;
  v_to_brand uuid;
  v_from_balance bigint;
  v_to_balance bigint;
  v_from_overdraft boolean;
  v_from_is_points boolean;
  v_to_is_points boolean;
  v_from_member uuid;
  v_to_member uuid;
  v_refusal jsonb;
BEGIN
  -- 1. Lock both accounts in id order and read them in the same statement.
  FOR v_account IN
    SELECT a.id, a.brand_id, a.member_id, a.balance_satang, a.is_overdraft_allowed, a.kind IN ('point', 'house_point') AS is_points
    FROM ledger_accounts a
    WHERE a.id IN (p_from_account_id, p_to_account_id)
    ORDER BY a.id
    FOR NO KEY UPDATE
  LOOP
    IF v_account.id = p_from_account_id THEN
      v_from_brand := v_account.brand_id;
      v_from_balance := v_account.balance_satang;
      v_from_overdraft := v_account.is_overdraft_allowed;
      v_from_is_points := v_account.is_points;
      v_from_member := v_account.member_id;
    ELSE
      v_to_brand := v_account.brand_id;
      v_to_balance := v_account.balance_satang;
      v_to_is_points := v_account.is_points;
      v_to_member := v_account.member_id;
    END IF;
  END LOOP;

  -- 2. Claim the idempotency key, or answer with the transfer that already holds it.
  INSERT INTO ledger_transfers
    (brand_id, idempotency_key, request_hash, from_account_id, to_account_id, amount_satang, kind, memo, created_at)
  VALUES
    (p_brand_id, p_idempotency_key, p_request_hash, p_from_account_id, p_to_account_id, p_amount_satang, p_kind, p_memo, p_created_at)
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

  -- 3. Both accounts must exist and be of the transfer's brand; a member account never goes
  --    below zero. (A missing account leaves its brand null, which is distinct from any brand.)
  IF v_from_brand IS DISTINCT FROM p_brand_id OR v_to_brand IS DISTINCT FROM p_brand_id THEN
    RAISE EXCEPTION 'transfer % names an unknown account or crosses brands', p_idempotency_key USING ERRCODE = 'LD003';
  END IF;
  -- Point accounts count points, every other account satang: a transfer never mixes the two.
  IF v_from_is_points IS DISTINCT FROM v_to_is_points THEN
    RAISE EXCEPTION 'transfer % mixes point and money accounts', p_idempotency_key USING ERRCODE = 'LD004';
  END IF;
  IF v_from_balance - p_amount_satang < 0 AND NOT v_from_overdraft THEN
    RAISE EXCEPTION 'account % has insufficient funds', p_from_account_id USING ERRCODE = 'LD001';
  END IF;

  -- 4. The member's own limits on bets and deposits.
  IF p_kind = 'bet' AND v_from_member IS NOT NULL THEN
    v_refusal := member_limit_refusal(v_from_member, 'bet', p_amount_satang, p_created_at);
  ELSIF p_kind = 'deposit' AND v_to_member IS NOT NULL THEN
    v_refusal := member_limit_refusal(v_to_member, 'deposit', p_amount_satang, p_created_at);
  END IF;
  IF v_refusal IS NOT NULL THEN
    RAISE EXCEPTION 'transfer % passes a limit the member set', p_idempotency_key USING ERRCODE = 'LD005', DETAIL = v_refusal::text;
  END IF;

  -- 5. Both postings, and both cached balances in one statement.
  INSERT INTO ledger_entries (transfer_id, account_id, amount_satang, balance_before_satang, balance_after_satang, created_at)
  VALUES
    (v_transfer_id, p_from_account_id, -p_amount_satang, v_from_balance, v_from_balance - p_amount_satang, p_created_at),
    (v_transfer_id, p_to_account_id, p_amount_satang, v_to_balance, v_to_balance + p_amount_satang, p_created_at);
  UPDATE ledger_accounts
  SET balance_satang = CASE WHEN id = p_from_account_id THEN v_from_balance - p_amount_satang ELSE v_to_balance + p_amount_satang END
  WHERE id IN (p_from_account_id, p_to_account_id);

  RETURN QUERY SELECT v_transfer_id, false, v_from_balance - p_amount_satang, v_to_balance + p_amount_satang, v_created_at;
END;
$$;
