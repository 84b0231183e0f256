import { afterEach, describe, expect, it } from 'vitest';
import { errorCatalog } from '@app/contract/error-catalog';
import { getErrorMessage, type ApiFailure } from './api-client';
import { apiErrorTextsEn } from './api-error-texts-en';
import { i18next } from './i18n';

afterEach(async () => {
  await i18next.changeLanguage('th');
});

const refusal = (code: string | null, message: string): ApiFailure => ({ kind: 'http', status: 409, code, message, field: null });

describe('the text of a failed call', () => {
  it("is the server's own Thai message in Thai, which may say more than its code", () => {
    expect(getErrorMessage(refusal('VALIDATION_FAILED', 'ลิงก์วิดีโอนี้เปิดในหน้าเว็บไม่ได้'))).toBe('ลิงก์วิดีโอนี้เปิดในหน้าเว็บไม่ได้');
  });

  it("is the code's English text in English", async () => {
    await i18next.changeLanguage('en');
    expect(getErrorMessage(refusal('SLIP_REQUEST_NOT_PENDING', errorCatalog.SLIP_REQUEST_NOT_PENDING.message))).toBe(
      'This slip review has already been processed.',
    );
  });

  it("keeps the server's message in English when it says more than its code, such as the amount", async () => {
    await i18next.changeLanguage('en');
    const detailed = 'ยอดถอนรวมวันนี้เกินวงเงินต่อวัน คงเหลือถอนได้ 1,500.00 บาท';
    expect(getErrorMessage(refusal('WITHDRAWAL_DAILY_CAP_EXCEEDED', detailed))).toBe(detailed);
  });

  it("names the end of a break from play in English, in Bangkok time, from the reply's until", async () => {
    await i18next.changeLanguage('en');
    const onBreak = { ...refusal('ON_TIME_OUT', 'คุณพักการเล่นชั่วคราวอยู่ เข้าสู่ระบบได้อีกครั้งหลัง 28 พฤศจิกายน 2569 เวลา 12:00 น.'), until: '2026-11-28T05:00:00.000Z' };
    expect(getErrorMessage(onBreak)).toBe(
      'You are taking a time-out. You can log in again once the period you chose has passed. (until 28 Nov 2026, 12:00, Thailand time)',
    );
  });

  it("keeps the server's message in English for a code the client does not know, and the client's text for no answer", async () => {
    await i18next.changeLanguage('en');
    expect(getErrorMessage(refusal('500256', 'เซสชันไม่ถูกต้อง'))).toBe('เซสชันไม่ถูกต้อง');
    expect(getErrorMessage(new Error('boom'))).toBe(i18next.t('errors.generic'));
  });

  it('has an English text, free of Thai, for every code of the contract', () => {
    for (const code of Object.keys(errorCatalog)) {
      expect(apiErrorTextsEn[code as keyof typeof errorCatalog], code).toMatch(/^[^\u0E00-\u0E7F]+$/);
    }
  });
});
