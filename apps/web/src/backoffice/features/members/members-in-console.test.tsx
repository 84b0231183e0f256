import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorRole } from '@app/contract/admin';
import { stubApi } from '@/test/api-stub';
import { renderAppAt } from '@/test/render-app';
import { storeOperatorForTest } from '@/backoffice/test/console-stub';
import { stubMembersApi, twin } from './test/members-stub';

afterEach(() => vi.unstubAllGlobals());

function openConsoleAt(path: string, role: OperatorRole) {
  stubMembersApi({ fallback: stubApi() });
  storeOperatorForTest({ id: '0b6f0d52-3a51-4c1f-9d7a-1f2e3d4c5b6a', username: `somchai.${role}`, role });
  return renderAppAt(path);
}

describe('the member screens in the console', () => {
  it.each<OperatorRole>(['admin', 'finance', 'support'])('are in the menu of %s', async (role) => {
    const { router } = openConsoleAt('/backoffice/today', role);
    const menu = await screen.findByRole('navigation', { name: 'เมนูหลังบ้าน' });
    fireEvent.click(within(menu).getByRole('link', { name: 'สมาชิก' }));
    expect(await screen.findByRole('heading', { name: 'ค้นหาสมาชิก', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/backoffice/members');
  });

  it('open a member from the search inside the console layout', async () => {
    const { router } = openConsoleAt('/backoffice/members?q=e2etwin', 'finance');
    const results = await screen.findByTestId('member-results');
    fireEvent.click(within(results).getByRole('link', { name: 'e2etwin' }));
    expect(await screen.findByRole('heading', { name: 'e2etwin', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/backoffice/members/${twin.summary.uuid}`);
    expect(document.title).toBe('e2etwin | ระบบหลังบ้าน');
    expect(screen.getByRole('navigation', { name: 'เมนูหลังบ้าน' })).toBeTruthy();
  });
});
