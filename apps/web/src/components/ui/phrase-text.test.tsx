import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { groupPhrases, PhraseText } from './phrase-text';

describe('Thai phrases kept whole', () => {
  it('splits at the spaces between phrases', () => {
    expect(groupPhrases('โอนแล้วยอดยังไม่เข้า? แนบสลิปการโอน')).toEqual(['โอนแล้วยอดยังไม่เข้า?', 'แนบสลิปการโอน']);
  });

  it('keeps an amount with its unit, and a date and time with what follows each number', () => {
    expect(groupPhrases('ใช้ไปแล้ว 0.00 บาท · เริ่มนับใหม่ 7 ธ.ค. 2569 00:00 น.')).toEqual(['ใช้ไปแล้ว', '0.00 บาท', '·', 'เริ่มนับใหม่', '7 ธ.ค.', '2569 00:00 น.']);
    expect(groupPhrases('ยอดเสีย -1,250.50 บาท')).toEqual(['ยอดเสีย', '-1,250.50 บาท']);
    expect(groupPhrases('สำหรับผู้มีอายุ 20 ปีขึ้นไป')).toEqual(['สำหรับผู้มีอายุ', '20 ปีขึ้นไป']);
  });

  it('leaves a number that ends the text on its own, and keeps the text as it was', () => {
    expect(groupPhrases('ครั้งที่ 3')).toEqual(['ครั้งที่', '3']);
    const { container } = render(<PhraseText text="ใช้ไปแล้ว 0.00 บาท" />);
    expect(container.textContent).toBe('ใช้ไปแล้ว 0.00 บาท');
    expect([...container.querySelectorAll('span')].map((span) => span.textContent)).toEqual(['ใช้ไปแล้ว', '0.00 บาท']);
  });
});
