import { describe, expect, it } from 'vitest';
import { videoPlayer } from './video-player';

describe('videoPlayer', () => {
  it.each([
    ['https://cdn.example.com/videos/welcome.mp4', 'file'],
    ['https://cdn.example.com/videos/welcome.WEBM', 'file'],
    ['https://cdn.example.com/live/stream.m3u8', 'file'],
    ['https://cdn.example.com/videos/welcome.mp4?token=abc', 'file'],
    ['/brand-assets/demo/media/welcome.webm', 'file'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'embed'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'embed'],
    ['https://player.vimeo.com/video/76979871', 'embed'],
  ])('plays %s as a %s', (url, player) => {
    expect(videoPlayer(url)).toBe(player);
  });

  it.each([
    ['http://cdn.example.com/videos/welcome.mp4', 'plain http'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'a YouTube page, not an embed'],
    ['https://youtube.com/embed/dQw4w9WgXcQ', 'YouTube without www'],
    ['https://example.com/page.html', "another site's page"],
    ['https://example.com/embed/video', 'an embed path on another site'],
    ['//cdn.example.com/videos/welcome.mp4', 'a protocol-relative address'],
    ['/brand-assets/demo/media/poster.svg', 'a path on this site that is not a video'],
    ['javascript:alert(1)//.mp4', 'a script address'],
    ['data:video/mp4;base64,AAAA', 'a data address'],
    ['not a url', 'not an address at all'],
    ['', 'an empty address'],
  ])('does not play %s (%s)', (url) => {
    expect(videoPlayer(url)).toBeUndefined();
  });
});
