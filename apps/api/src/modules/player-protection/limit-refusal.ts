import type { LimitKind, LimitPeriod } from '@app/contract/player-protection';
import { formatBaht } from '@app/contract/money-format';
import { AppError } from '../../lib/app-error';

/** The limit a bet or deposit would pass, as member_limit_refusal reports it. */
export interface PassedLimit {
  kind: LimitKind;
  period: LimitPeriod;
  limitSatang: number;
  usedSatang: number;
  resetsAt: Date;
}

const LIMIT_NAMES: Record<LimitKind, string> = { deposit: 'วงเงินฝาก', loss: 'วงเงินเสีย', wager: 'วงเงินเดิมพัน' };
const PERIOD_NAMES: Record<LimitPeriod, string> = { day: 'รายวัน', week: 'รายสัปดาห์', month: 'รายเดือน' };
const bangkokDateTime = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' });

/** "วงเงินเสียรายวัน": the Thai name of a limit, for messages and the console. */
export function limitName(kind: LimitKind, period: LimitPeriod): string {
  return `${LIMIT_NAMES[kind]}${PERIOD_NAMES[period]}`;
}

/**
 * The refusal of a bet or deposit over a limit: a Thai message that names the limit, what is
 * used of it and when it starts again, with that time in `until` for a client in another language.
 */
export function limitRefusal(passed: PassedLimit): AppError {
  const what = passed.kind === 'deposit' ? 'ยอดฝากนี้' : 'การเดิมพันนี้';
  const used = Math.max(0, passed.usedSatang);
  const message =
    `${what}เกิน${limitName(passed.kind, passed.period)}ที่คุณตั้งไว้ ${formatBaht(passed.limitSatang)} บาท ` +
    `(ใช้ไปแล้ว ${formatBaht(used)} บาท) เริ่มนับใหม่ ${bangkokDateTime.format(passed.resetsAt)} น.`;
  return new AppError('LIMIT_REACHED', { message, until: passed.resetsAt });
}

/**
 * The refusal of a deposit over the member's limit as an operator crediting it reads it (a held
 * statement line's note, an assignment or slip approval refused): it names the member's limit, when
 * it starts again, and what the operator may do meanwhile.
 */
export function operatorDepositRefusal(passed: PassedLimit): AppError {
  const message =
    `ยอดฝากนี้เกิน${limitName(passed.kind, passed.period)}ที่สมาชิกตั้งไว้ ${formatBaht(passed.limitSatang)} บาท ` +
    `(ใช้ไปแล้ว ${formatBaht(Math.max(0, passed.usedSatang))} บาท) เติมได้หลัง ${bangkokDateTime.format(passed.resetsAt)} น. หรือปฏิเสธแล้วคืนเงินที่ธนาคาร`;
  return new AppError('MEMBER_LIMIT_REACHED', { message, until: passed.resetsAt });
}

/** The refusal from the ledger's LD005 DETAIL (JSON); without a readable one, the catalogue's message. */
export function memberLimitRefusal(detail: string | undefined): AppError {
  const passed = parsePassedLimit(detail);
  return passed ? limitRefusal(passed) : new AppError('LIMIT_REACHED');
}

/** member_limit_refusal's JSON, checked field by field: it crosses from SQL. */
export function parsePassedLimit(value: unknown): PassedLimit | undefined {
  let json = value;
  if (typeof value === 'string') {
    try {
      json = JSON.parse(value) as unknown;
    } catch {
      return undefined;
    }
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const { kind, period, limitSatang, usedSatang, resetsAt } = json as Record<string, unknown>;
  if (kind !== 'deposit' && kind !== 'loss' && kind !== 'wager') return undefined;
  if (period !== 'day' && period !== 'week' && period !== 'month') return undefined;
  if (typeof limitSatang !== 'number' || typeof usedSatang !== 'number' || typeof resetsAt !== 'string') return undefined;
  const resets = new Date(resetsAt);
  if (Number.isNaN(resets.getTime())) return undefined;
  return { kind, period, limitSatang, usedSatang, resetsAt: resets };
}
