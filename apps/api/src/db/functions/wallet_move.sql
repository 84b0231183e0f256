-- A provider's bet or win in one statement: the whole of placeBet / settleWin of
-- provider-wallet.service.ts (serialize on the transaction id, claim it once or replay its first
-- reply, refuse a tombstoned bet, move the money through ledger_post_transfer, count a bet's
-- turnover, keep the reply), so a wallet call costs one round trip to the database instead of
-- about ten. Money still moves only through the ledger's own function. A win that names its bet
-- (p_reference_transaction_id, Hub88's reference_transaction_uuid) is paid only while that bet
-- of this member stands; the bet's id is locked first, as a rollback of it locks it, so the two
-- cannot pass each other.
CREATE OR REPLACE FUNCTION wallet_move(
  p_kind text,
  p_provider_id uuid,
  p_transaction_id text,
  p_request_hash text,
  p_brand_id uuid,
  p_member_id uuid,
  p_round_id text,
  p_game_code text,
  p_amount_satang bigint,
  p_member_account_id bigint,
  p_house_account_id bigint,
  p_transfer_key text,
  p_transfer_hash text,
  p_created_at timestamptz,
  p_reference_transaction_id text
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_existing provider_transactions%ROWTYPE;
  v_balance bigint;
  v_reply jsonb;
  v_remaining bigint;
  v_requirement record;
  v_applied bigint;
  v_memo jsonb := jsonb_build_object('gameCode', p_game_code, 'roundId', p_round_id);
BEGIN
  IF p_reference_transaction_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtextextended(p_provider_id::text || ':' || p_reference_transaction_id, 0));
  END IF;
  -- The same lock key as lockTransactionId: a bet and the rollback naming it cannot pass each other.
  PERFORM pg_advisory_xact_lock(hashtextextended(p_provider_id::text || ':' || p_transaction_id, 0));

  -- Under the id's lock, a call already made is found first and answered from its first reply;
  -- a new one is written once, with its reply, after the money moved (one write, not two).
  SELECT * INTO v_existing FROM provider_transactions t WHERE t.provider_id = p_provider_id AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    IF v_existing.request_hash <> p_request_hash OR v_existing.reply IS NULL THEN
      RAISE EXCEPTION 'transaction % was used for another call', p_transaction_id USING ERRCODE = 'WL001';
    END IF;
    RETURN v_existing.reply;
  END IF;

  -- A repeat was answered above from its first reply, whatever became of the bet since.
  IF p_reference_transaction_id IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM provider_transactions b
    WHERE b.provider_id = p_provider_id AND b.transaction_id = p_reference_transaction_id
      AND b.kind = 'bet' AND b.member_id = p_member_id AND NOT b.is_rolled_back
  ) THEN
    RAISE EXCEPTION 'the bet % of win % is not standing', p_reference_transaction_id, p_transaction_id USING ERRCODE = 'WL003';
  END IF;

  IF p_kind = 'bet' THEN
    IF EXISTS (SELECT 1 FROM provider_rollback_tombstones b WHERE b.provider_id = p_provider_id AND b.transaction_id = p_transaction_id) THEN
      RAISE EXCEPTION 'bet % was rolled back before it arrived', p_transaction_id USING ERRCODE = 'WL002';
    END IF;
    SELECT l.from_balance_after_satang INTO v_balance
    FROM ledger_post_transfer(p_brand_id, p_transfer_key, p_transfer_hash, p_member_account_id, p_house_account_id, p_amount_satang, 'bet', v_memo, p_created_at) l;
    -- A bet counts toward the member's unmet turnover requirements, oldest first.
    v_remaining := p_amount_satang;
    FOR v_requirement IN
      SELECT r.id, r.required_satang, r.fulfilled_satang FROM turnover_requirements r
      WHERE r.member_id = p_member_id AND r.required_satang > r.fulfilled_satang
      ORDER BY r.created_at FOR UPDATE
    LOOP
      EXIT WHEN v_remaining <= 0;
      v_applied := LEAST(v_remaining, v_requirement.required_satang - v_requirement.fulfilled_satang);
      UPDATE turnover_requirements SET fulfilled_satang = fulfilled_satang + v_applied WHERE id = v_requirement.id;
      v_remaining := v_remaining - v_applied;
    END LOOP;
  ELSIF p_amount_satang = 0 THEN
    -- A win of 0 closes a lost round without moving money.
    SELECT a.balance_satang INTO v_balance FROM ledger_accounts a WHERE a.id = p_member_account_id;
  ELSE
    SELECT l.to_balance_after_satang INTO v_balance
    FROM ledger_post_transfer(p_brand_id, p_transfer_key, p_transfer_hash, p_house_account_id, p_member_account_id, p_amount_satang, 'win', v_memo, p_created_at) l;
  END IF;

  v_reply := jsonb_build_object('balanceSatang', v_balance, 'currency', 'THB', 'transactionId', p_transaction_id);
  INSERT INTO provider_transactions
    (provider_id, transaction_id, kind, request_hash, brand_id, member_id, round_id, game_code, amount_satang, reply, created_at)
  VALUES
    (p_provider_id, p_transaction_id, p_kind, p_request_hash, p_brand_id, p_member_id, p_round_id, p_game_code, p_amount_satang, v_reply, p_created_at);
  RETURN v_reply;
END;
$$;
