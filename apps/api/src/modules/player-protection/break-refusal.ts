import { AppError } from '../../lib/app-error';
import type { ActiveBreakRow } from './breaks.repo';

const bangkokDateTime = new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', dateStyle: 'long', timeStyle: 'short' });

/**
 * The refusal of a member on a break, in Thai with its end in Bangkok time ("28 พฤศจิกายน 2569
 * 05:30"), and the end itself in the reply's `until` for a client that shows another language.
 */
export function breakRefusal(active: Pick<ActiveBreakRow, 'kind' | 'endsAt'>): AppError {
  const code = active.kind === 'time_out' ? 'ON_TIME_OUT' : 'SELF_EXCLUDED';
  if (active.endsAt === null) return new AppError(code, { message: 'บัญชีนี้พักการเล่นด้วยตนเองแบบถาวร จึงเข้าสู่ระบบไม่ได้อีก' });
  const end = `${bangkokDateTime.format(active.endsAt)} น.`;
  const message = active.kind === 'time_out' ? `คุณพักการเล่นชั่วคราวอยู่ เข้าสู่ระบบได้อีกครั้งหลัง ${end}` : `บัญชีนี้อยู่ระหว่างการพักการเล่นด้วยตนเอง เข้าสู่ระบบได้อีกครั้งหลัง ${end}`;
  return new AppError(code, { message, until: active.endsAt });
}
