import { z } from 'zod';

/**
 * The sections of the settings screen, in the order of their tabs. The chosen one lives in the
 * address (?tab=status), so a link or a reload opens the same section.
 */
export const SETTINGS_TABS = ['general', 'hostnames', 'images', 'chat', 'status', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

const settingsTabSchema = z.enum(SETTINGS_TABS).catch('general');

export function readSettingsTab(value: string | null): SettingsTab {
  return settingsTabSchema.parse(value);
}
