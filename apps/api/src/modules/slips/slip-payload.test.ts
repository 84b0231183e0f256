import { describe, expect, it } from 'vitest';
import { encode, tag, withCrcTag } from 'promptparse';
import { slipVerify } from 'promptparse/generate';
import { parseSlipPayload } from './slip-payload';

describe('slip mini QR', () => {
  it('reads the sending bank and the transaction reference', () => {
    const payload = slipVerify({ sendingBank: '014', transRef: '2026112112345678901' });
    expect(payload).toMatch(/^0040000600000101030140219/);
    expect(payload).toMatch(/5102TH9104[0-9A-F]{4}$/);
    expect(parseSlipPayload(payload)).toEqual({ sendingBank: '014', transRef: '2026112112345678901' });
  });

  it('accepts a CRC whose leading zeros an app dropped', () => {
    // Find a reference whose CRC starts with 0, then drop that zero as some banking apps do.
    let payload = '';
    for (let index = 0; !payload; index += 1) {
      const candidate = slipVerify({ sendingBank: '004', transRef: `KB${String(index).padStart(12, '0')}` });
      if (candidate.slice(-4).startsWith('0')) payload = candidate;
    }
    const shortened = payload.slice(0, -4) + payload.slice(-4).replace(/^0+/, '');
    expect(shortened.length).toBeLessThan(payload.length);
    expect(parseSlipPayload(shortened)?.sendingBank).toBe('004');
  });

  it('refuses a wrong CRC, a wrong API type and a wrong country', () => {
    const payload = slipVerify({ sendingBank: '014', transRef: '2026112112345678901' });
    const wrongCrc = payload.slice(0, -1) + (payload.endsWith('0') ? '1' : '0');
    expect(parseSlipPayload(wrongCrc)).toBeNull();

    const wrongType = withCrcTag(encode([tag('00', encode([tag('00', '000002'), tag('01', '014'), tag('02', 'ABC1234567')])), tag('51', 'TH')]), '91');
    expect(parseSlipPayload(wrongType)).toBeNull();

    const wrongCountry = withCrcTag(encode([tag('00', encode([tag('00', '000001'), tag('01', '014'), tag('02', 'ABC1234567')])), tag('51', 'LA')]), '91');
    expect(parseSlipPayload(wrongCountry)).toBeNull();
  });

  it('refuses text that is not a slip at all', () => {
    for (const text of ['', 'hello', 'https://example.com', '00020101021129370016A000000677010111']) expect(parseSlipPayload(text)).toBeNull();
  });
});
