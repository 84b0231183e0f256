import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatWidgetSettings } from '@app/contract/settings';
import { stubApi } from '@/test/api-stub';
import { createMemberLevel, demoMember } from '@/test/fixtures';
import { renderAppAt } from '@/test/render-app';

const SCRIPT_URL = 'https://chat-widget.test/widget.js';

afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('script[data-support-chat]').forEach((script) => {
    script.remove();
  });
  delete window.SupportChatVisitor;
});

function findWidgetScripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-support-chat]'));
}

function countLevelCalls(fetchMock: ReturnType<typeof stubApi>): number {
  return fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/auth/user/level/')).length;
}

function stubWithWidget(chatWidget: ChatWidgetSettings) {
  return stubApi({ settings: { chatWidget }, memberLevel: createMemberLevel(2) });
}

describe('the support chat widget', () => {
  it('hands the widget only the enabled fields, then loads its script once, async', async () => {
    const fetchMock = stubWithWidget({ isEnabled: true, scriptUrl: SCRIPT_URL, fields: ['username', 'points'] });
    renderAppAt('/auth/contact', { member: demoMember });
    await screen.findAllByTestId('contact-card');

    await waitFor(() => {
      expect(findWidgetScripts()).toHaveLength(1);
    });
    const [script] = findWidgetScripts();
    expect(script?.src).toBe(SCRIPT_URL);
    expect(script?.async).toBe(true);
    expect(window.SupportChatVisitor).toEqual({ username: 'demo', points: 0 });
    // The tier name is not wanted, so it is not asked for.
    expect(countLevelCalls(fetchMock)).toBe(0);

    // The member shell re-reads the profile; the new profile does not load the script again.
    await waitFor(() => {
      expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/auth/user/detail/'))).toBe(true);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(findWidgetScripts()).toEqual([script]);
  });

  it('asks for the tier and waits for its name when the brand sends the level name', async () => {
    const fetchMock = stubWithWidget({ isEnabled: true, scriptUrl: SCRIPT_URL, fields: ['levelName'] });
    renderAppAt('/auth/contact', { member: demoMember });
    await waitFor(() => {
      expect(findWidgetScripts()).toHaveLength(1);
    });
    expect(window.SupportChatVisitor).toEqual({ levelName: 'โกลด์' });
    expect(countLevelCalls(fetchMock)).toBe(1);
  });

  it('loads nothing while the widget is off', async () => {
    const fetchMock = stubWithWidget({ isEnabled: false, scriptUrl: SCRIPT_URL, fields: ['username', 'levelName'] });
    renderAppAt('/auth/contact', { member: demoMember });
    await screen.findAllByTestId('contact-card');
    expect(findWidgetScripts()).toHaveLength(0);
    expect(window.SupportChatVisitor).toBeUndefined();
    expect(countLevelCalls(fetchMock)).toBe(0);
  });

  it('loads nothing for a visitor who is not signed in', async () => {
    stubWithWidget({ isEnabled: true, scriptUrl: SCRIPT_URL, fields: ['username'] });
    renderAppAt('/contact');
    await screen.findAllByTestId('contact-card');
    expect(findWidgetScripts()).toHaveLength(0);
    expect(window.SupportChatVisitor).toBeUndefined();
  });

  it('takes the script and the member details off the page at logout', async () => {
    stubWithWidget({ isEnabled: true, scriptUrl: SCRIPT_URL, fields: ['username'] });
    const { router } = renderAppAt('/auth/contact', { member: demoMember });
    await waitFor(() => {
      expect(findWidgetScripts()).toHaveLength(1);
    });

    fireEvent.click(screen.getByRole('button', { name: 'ออกจากระบบ' }));
    fireEvent.click(screen.getByRole('button', { name: 'ตกลง' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(findWidgetScripts()).toHaveLength(0);
    expect(window.SupportChatVisitor).toBeUndefined();
  });
});
