import { parse } from 'promptparse';
import { slipVerify } from 'promptparse/validate';

export interface SlipReference {
  sendingBank: string;
  transRef: string;
}

/**
 * Reads the "mini QR" of a Thai bank slip: tag 00 holds sub-tags 00 = "000001" (the slip-verify
 * API type), 01 = the sending bank's code and 02 = the transaction reference; tag 51 is "TH";
 * tag 91 is a CRC-16/CCITT-FALSE over the rest. Some banking apps drop the CRC's leading zeros,
 * so a short CRC is padded before it is checked. Anything else is not a slip.
 */
export function parseSlipPayload(text: string): SlipReference | null {
  const payload = text.trim();
  const reference = slipVerify(payload, true);
  if (!reference) return null;
  const crcIndex = payload.lastIndexOf('9104');
  const padded = crcIndex === -1 ? payload : payload.slice(0, crcIndex + 4) + payload.slice(crcIndex + 4).padStart(4, '0');
  if (parse(padded, true)?.getTagValue('51') !== 'TH') return null;
  if (!/^\d{3}$/.test(reference.sendingBank) || !/^[0-9A-Za-z]{6,40}$/.test(reference.transRef)) return null;
  return { sendingBank: reference.sendingBank, transRef: reference.transRef };
}
