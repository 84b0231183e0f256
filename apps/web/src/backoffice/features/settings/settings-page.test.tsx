import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSettingsApi } from './test/settings-stub';
import { renderSettings } from './test/render-settings';

afterEach(() => vi.unstubAllGlobals());

describe('settings tabs', () => {
  it('keeps the chosen section in the address and opens unknown tabs on General', async () => {
    stubSettingsApi();
    const { router } = renderSettings('nonsense');
    expect(await screen.findByTestId('general-settings')).toBeTruthy();
    expect(document.title).toContain('แบรนด์และการตั้งค่า');

    fireEvent.click(screen.getByRole('tab', { name: 'ความปลอดภัย' }));
    expect(await screen.findByTestId('allowlist-settings')).toBeTruthy();
    expect(screen.getByTestId('four-eyes-settings')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=security');
  });

  it('shows the brand images panel on the Images tab', async () => {
    stubSettingsApi();
    renderSettings('images');
    expect(await screen.findByTestId('brand-images-panel')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'รูปภาพ' }).getAttribute('aria-selected')).toBe('true');
  });
});
