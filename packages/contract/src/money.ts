import { z } from 'zod';
import { MAX_AMOUNT_SATANG } from './money-format';

export { formatBaht, MAX_AMOUNT_SATANG, parseBahtToSatang, SATANG_PER_BAHT } from './money-format';

export const amountSatangSchema = z.number().int().positive().max(MAX_AMOUNT_SATANG);

export const balanceSatangSchema = z.number().int();
