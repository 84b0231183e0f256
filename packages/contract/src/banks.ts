/**
 * Thai banks by their Bank of Thailand code. `accountNumberLengths` are the lengths of account
 * numbers each bank issues, used to check a member's account number before any call.
 */
export interface ThaiBank {
  code: string;
  shortName: string;
  nameTh: string;
  accountNumberLengths: readonly number[];
}

export const THAI_BANKS: readonly ThaiBank[] = [
  { code: '002', shortName: 'BBL', nameTh: 'ธนาคารกรุงเทพ', accountNumberLengths: [10] },
  { code: '004', shortName: 'KBANK', nameTh: 'ธนาคารกสิกรไทย', accountNumberLengths: [10] },
  { code: '006', shortName: 'KTB', nameTh: 'ธนาคารกรุงไทย', accountNumberLengths: [10] },
  { code: '011', shortName: 'TTB', nameTh: 'ธนาคารทหารไทยธนชาต', accountNumberLengths: [10] },
  { code: '014', shortName: 'SCB', nameTh: 'ธนาคารไทยพาณิชย์', accountNumberLengths: [10] },
  { code: '017', shortName: 'CITI', nameTh: 'ธนาคารซิตี้แบงก์', accountNumberLengths: [10] },
  { code: '022', shortName: 'CIMBT', nameTh: 'ธนาคารซีไอเอ็มบี ไทย', accountNumberLengths: [10] },
  { code: '024', shortName: 'UOB', nameTh: 'ธนาคารยูโอบี', accountNumberLengths: [10] },
  { code: '025', shortName: 'BAY', nameTh: 'ธนาคารกรุงศรีอยุธยา', accountNumberLengths: [10] },
  { code: '030', shortName: 'GSB', nameTh: 'ธนาคารออมสิน', accountNumberLengths: [12] },
  { code: '033', shortName: 'GHB', nameTh: 'ธนาคารอาคารสงเคราะห์', accountNumberLengths: [12] },
  { code: '034', shortName: 'BAAC', nameTh: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร', accountNumberLengths: [12] },
  { code: '066', shortName: 'ISBT', nameTh: 'ธนาคารอิสลามแห่งประเทศไทย', accountNumberLengths: [10] },
  { code: '067', shortName: 'TISCO', nameTh: 'ธนาคารทิสโก้', accountNumberLengths: [10, 14] },
  { code: '069', shortName: 'KKP', nameTh: 'ธนาคารเกียรตินาคินภัทร', accountNumberLengths: [10] },
  { code: '070', shortName: 'ICBCT', nameTh: 'ธนาคารไอซีบีซี (ไทย)', accountNumberLengths: [10] },
  { code: '071', shortName: 'TCRB', nameTh: 'ธนาคารไทยเครดิต', accountNumberLengths: [10, 12] },
  { code: '073', shortName: 'LHBANK', nameTh: 'ธนาคารแลนด์ แอนด์ เฮ้าส์', accountNumberLengths: [10] },
];

export function findBank(code: string): ThaiBank | undefined {
  return THAI_BANKS.find((bank) => bank.code === code);
}

export const bankCodes = THAI_BANKS.map((bank) => bank.code);
