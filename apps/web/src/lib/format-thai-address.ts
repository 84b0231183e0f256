/** The parts of a Thai delivery address, as the contract's thaiAddressSchema and the profile's user_address hold them. */
export interface ThaiAddressParts {
  houseNumber: string;
  moo: string;
  road: string;
  subdistrict: string;
  district: string;
  province: string;
  postcode: string;
}

const BANGKOK = 'กรุงเทพมหานคร';

/**
 * One line, the way it goes on a parcel: "99/12 หมู่ 5 ถนนสุขุมวิท ต.บางพลีใหญ่ อ.บางพลี
 * จ.สมุทรปราการ 10540". Bangkok has แขวง and เขต instead of ตำบล and อำเภอ and no จังหวัด prefix.
 * The words stay Thai in every interface language, because the courier reads them.
 */
export function formatThaiAddress(address: ThaiAddressParts): string {
  const isBangkok = address.province === BANGKOK;
  return [
    address.houseNumber,
    address.moo ? `หมู่ ${address.moo}` : '',
    address.road,
    isBangkok ? `แขวง${address.subdistrict}` : `ต.${address.subdistrict}`,
    isBangkok ? `เขต${address.district}` : `อ.${address.district}`,
    isBangkok ? address.province : `จ.${address.province}`,
    address.postcode,
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
