import { z } from 'zod';

/**
 * The icons every brand's web app manifest lists. Chrome installs a site whose manifest has an
 * icon of at least 144 px whose purpose includes "any" (192 and 512 px are the sizes asked
 * for); a "maskable" icon keeps its art inside the centre circle that Android crops to.
 */
export const APP_ICONS = [
  { name: 'icon-192.png', size: 192, purpose: 'any' },
  { name: 'icon-512.png', size: 512, purpose: 'any' },
  { name: 'maskable-192.png', size: 192, purpose: 'maskable' },
  { name: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
export type AppIcon = (typeof APP_ICONS)[number];
export const appIconNameSchema = z.enum(APP_ICONS.map((icon) => icon.name));
export type AppIconName = z.infer<typeof appIconNameSchema>;

/** Where the site serves its icons, on each brand's own host. */
export const APP_ICON_PATH_PREFIX = '/app-icons/';

/** `GET /manifest.webmanifest`: the web app manifest of the brand the host names. */
export const webManifestSchema = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  lang: z.string(),
  dir: z.enum(['ltr', 'rtl', 'auto']),
  start_url: z.string(),
  scope: z.string(),
  display: z.enum(['standalone', 'fullscreen', 'minimal-ui', 'browser']),
  theme_color: z.string(),
  background_color: z.string(),
  icons: z.array(z.object({ src: z.string(), sizes: z.string(), type: z.string(), purpose: z.enum(['any', 'maskable']) })),
});
export type WebManifest = z.infer<typeof webManifestSchema>;

export const appIconParamsSchema = z.object({ iconName: appIconNameSchema });
