import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { Operator } from '@/backoffice/session/operator-session-storage';
import { storeOperatorForTest } from '@/backoffice/test/console-stub';
import { stubDepositsApi, type DepositsStubOptions } from './deposits-stub';
import { renderDepositsAt } from './render-deposits';

/**
 * jsdom has no object URLs; the photo hook's are counted, so a test can see each one revoked.
 */
function stubObjectUrls() {
  let made = 0;
  const createObjectURL = vi.fn(() => `blob:slip-photo-${String((made += 1))}`);
  const revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  return { createObjectURL, revokeObjectURL };
}

/** The deposits screen, as this operator, over the stubbed deposit routes. */
export async function openDeposits(operator: Operator, options: DepositsStubOptions = {}, path = '/backoffice/deposits') {
  storeOperatorForTest(operator);
  const objectUrls = stubObjectUrls();
  const stub = stubDepositsApi(options);
  const rendered = renderDepositsAt(path);
  await screen.findByRole('heading', { name: 'รายการฝาก', level: 1 });
  return { ...stub, ...rendered, objectUrls };
}
