import { describe, expect, it } from 'vitest';
import { buildChatLink } from './chat-link';
import { resolveImageUrl } from './image-url';

describe('resolveImageUrl', () => {
  it('prefixes a relative path with the image base URL', () => {
    expect(resolveImageUrl('/brand-assets/demo/', 'logo.svg')).toBe('/brand-assets/demo/logo.svg');
    expect(resolveImageUrl('https://cdn.example.test/demo', 'logo.svg')).toBe('https://cdn.example.test/demo/logo.svg');
  });

  it('keeps https URLs and site-root paths as they are', () => {
    expect(resolveImageUrl('/brand-assets/demo/', 'https://cdn.example.test/x.png')).toBe('https://cdn.example.test/x.png');
    expect(resolveImageUrl('/brand-assets/demo/', '/images/x.png')).toBe('/images/x.png');
  });
});

describe('buildChatLink', () => {
  it('builds the LINE add-friend link for an id', () => {
    expect(buildChatLink('@demo')).toBe('https://line.me/R/ti/p/%40demo');
  });

  it('has no link for an empty id', () => {
    expect(buildChatLink('  ')).toBeNull();
  });
});
