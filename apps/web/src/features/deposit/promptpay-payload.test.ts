import { parse } from 'promptparse';
import { describe, expect, it } from 'vitest';
import { buildPromptPayPayload } from './promptpay-payload';

/**
 * Expected payloads were computed once with promptparse and checked with its strict parser, which
 * validates the CRC-16 of tag 63; the tests pin them so a change of library or rounding shows up.
 */
const TAX_ID_500_BAHT = '00020101021229370016A0000006770101110213010556601234553037645802TH5406500.0063046F7D';
const PHONE_1234_56_BAHT = '00020101021229370016A0000006770101110113006681234567853037645802TH54071234.5663046497';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written out here so the check does not trust the library. */
function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

describe('buildPromptPayPayload', () => {
  it('ends every payload with the CRC-16/CCITT-FALSE of everything before it', () => {
    // The standard's check value: CRC-16/CCITT-FALSE of "123456789" is 29B1.
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    for (const payload of [TAX_ID_500_BAHT, PHONE_1234_56_BAHT]) {
      expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
    }
  });

  it('builds a tax-id QR for the exact amount, with a valid CRC', () => {
    const payload = buildPromptPayPayload('0105566012345', 500_00);
    expect(payload).toBe(TAX_ID_500_BAHT);
    const qr = parse(payload ?? '', true);
    expect(qr).not.toBeNull();
    expect(qr?.getTagValue('29', '02')).toBe('0105566012345');
    expect(qr?.getTagValue('54')).toBe('500.00');
    expect(qr?.getTagValue('63')).toBe('6F7D');
  });

  it('builds a mobile-number QR and keeps the satang', () => {
    const payload = buildPromptPayPayload('081-234-5678', 1_234_56);
    expect(payload).toBe(PHONE_1234_56_BAHT);
    const qr = parse(payload ?? '', true);
    expect(qr?.getTagValue('29', '01')).toBe('0066812345678');
    expect(qr?.getTagValue('54')).toBe('1234.56');
    expect(qr?.getTagValue('63')).toBe('6497');
  });

  it('writes amounts that binary fractions cannot hold exactly with two decimals', () => {
    const qr = parse(buildPromptPayPayload('0812345678', 30) ?? '', true);
    expect(qr?.getTagValue('54')).toBe('0.30');
  });

  it('is refused by the strict parser once a digit of the amount changes', () => {
    expect(parse(TAX_ID_500_BAHT.replace('500.00', '900.00'), true)).toBeNull();
  });

  it('makes no QR for an id that is neither a phone nor a tax id, or for no amount', () => {
    expect(buildPromptPayPayload('12345', 100_00)).toBeNull();
    expect(buildPromptPayPayload('0105566012345', 0)).toBeNull();
  });
});
