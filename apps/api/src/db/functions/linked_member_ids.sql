-- The other members, of any brand of the deployment, who share the member's phone number or
-- bank account: the same person, whom a self-exclusion covers too (docs/player-protection.md;
-- LCCP SR code 3.5.3 asks that a self-excluded customer cannot simply open another account).
-- Two probes of an index (members_phone_idx, member_banks_account_idx). A plain SQL function,
-- so PostgreSQL inlines it into the query that calls it.
CREATE OR REPLACE FUNCTION linked_member_ids(p_member_id uuid) RETURNS SETOF uuid LANGUAGE sql STABLE AS $$
  SELECT other.id
  FROM members me
  JOIN members other ON other.phone = me.phone AND other.id <> me.id
  WHERE me.id = p_member_id AND me.phone <> ''
  UNION
  SELECT other_bank.member_id
  FROM member_banks my_bank
  JOIN member_banks other_bank
    ON other_bank.bank_code = my_bank.bank_code AND other_bank.account_number = my_bank.account_number
    AND other_bank.member_id <> my_bank.member_id
  WHERE my_bank.member_id = p_member_id
$$;
