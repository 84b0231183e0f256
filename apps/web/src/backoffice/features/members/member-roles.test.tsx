import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { canAdjustCredit, canChangeMemberStatus } from './member-permissions';
import { stubMembersApi, twin } from './test/members-stub';
import { renderMembersAt } from './test/render-members';

afterEach(() => vi.unstubAllGlobals());

async function openAs(role: OperatorRole) {
  stubMembersApi();
  renderMembersAt(`/backoffice/members/${twin.summary.uuid}`, { role });
  await screen.findByTestId('member-credit-panel');
}

const hasAdjustmentForm = () => screen.queryByTestId('credit-adjustment-form') !== null;
const hasLockButton = () => screen.queryByRole('button', { name: 'ล็อกบัญชี' }) !== null;

describe('controls by role', () => {
  it('gives finance the adjustment form but not the lock', async () => {
    await openAs('finance');
    expect([hasAdjustmentForm(), hasLockButton()]).toEqual([true, false]);
    // Finance still sees the status itself.
    expect(screen.getByTestId('member-status-panel').textContent).toContain('ใช้งานได้');
  });

  it('gives support the lock but not the adjustment form', async () => {
    await openAs('support');
    expect([hasAdjustmentForm(), hasLockButton()]).toEqual([false, true]);
    expect(screen.getByTestId('member-credit').textContent).toBe('1,000.00 บาท');
  });

  it('gives admin both', async () => {
    await openAs('admin');
    expect([hasAdjustmentForm(), hasLockButton()]).toEqual([true, true]);
  });

  it('matches the roles the API allows', () => {
    expect((['admin', 'finance', 'support'] as const).map((role) => [canAdjustCredit(role), canChangeMemberStatus(role)])).toEqual([
      [true, true],
      [true, false],
      [false, true],
    ]);
  });
});
