import type { ConfigurationEntry, ConfigurationKey, PublicSettings } from '@app/contract/settings';
import type { Brand } from '@/components/layouts/brand-context';
import { buildChatLink } from '@/lib/chat-link';
import { resolveImageUrl } from '@/lib/image-url';

/** Turns the raw brand settings and image configuration into what the layouts display. */
export function buildBrand(settings: PublicSettings, configuration: readonly ConfigurationEntry[]): Brand {
  const images: Partial<Record<ConfigurationKey, string>> = {};
  for (const entry of configuration) {
    images[entry.key] = resolveImageUrl(settings.imageBaseUrl, entry.value.data.path);
  }
  return {
    siteName: settings.siteName,
    accentColor: settings.accentColor,
    images,
    imageBaseUrl: settings.imageBaseUrl,
    chatLinks: { main: buildChatLink(settings.line.line1.id), backup: buildChatLink(settings.line.line2.id) },
    isMinimalLayout: settings.clientId === settings.variants.minimalLayoutClientId,
    hasWithdrawSlot: settings.clientId === settings.variants.withdrawSlotClientId,
  };
}
