/** The address of one of a brand's settings endpoints: `/api/admin/brands/{brandId}/{part}`. */
export function brandSettingsPath(brandId: string, part: string): string {
  return `/api/admin/brands/${encodeURIComponent(brandId)}/${part}`;
}

/**
 * What a settings write makes stale: the settings read, and the brand list, which shows the
 * brand's name, host names and website status in the console's header. Refreshed after a refusal
 * too, since a refusal may mean another operator changed the brand first; the forms keep what
 * the operator typed either way, because they hold their own values.
 */
export const SETTINGS_CHANGE_TAGS = ['Settings', 'Brands'] as const;
