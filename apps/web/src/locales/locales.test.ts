import { describe, expect, it } from 'vitest';
import en from './en.json';
import thScreens from './th-screens.json';
import thLanding from './th.json';

/** Thai in its two files (lib/i18n.ts): the landing pages' texts and every other screen's. */
const th = { ...thLanding, ...thScreens };

function listKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => listKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locales', () => {
  it('English has exactly the keys of Thai', () => {
    expect(listKeys(en).sort()).toEqual(listKeys(th).sort());
  });

  it('has the Thai texts the product spec fixes', () => {
    expect(th.logout).toMatchObject({
      title: 'ยืนยันการออกจากระบบ',
      text: 'คุณต้องการออกจากระบบหรือไม่?',
      confirm: 'ตกลง',
      cancel: 'ยกเลิก',
      success: 'ออกจากระบบสำเร็จ',
    });
    expect(th.notFound.heading).toBe('ไม่พบหน้าที่คุณต้องการ');
    expect(th.banners.offline).toBe('ไม่มีการเชื่อมต่ออินเทอร์เน็ต');
    expect(th.banners.unsupported).toMatch(/^ไม่รองรับ /);
  });
});
