-- Every API instance keeps brands, their host names and settings in memory (the brand directory)
-- and LISTENs on 'brand_change': a trigger on each table it reads calls this after every
-- statement that changes one, so no write path can forget to tell the other instances. The
-- notification is sent when the transaction commits; the payload names the table.
CREATE OR REPLACE FUNCTION notify_brand_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brand_change', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
