import { describe, expect, it } from 'vitest';
import { videoEmbedUrl } from './video-embed';

describe('videoEmbedUrl', () => {
  it.each([
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    ['76979871', 'https://player.vimeo.com/video/76979871'],
    [' 76979871 ', 'https://player.vimeo.com/video/76979871'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ'],
    [
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=90',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90',
    ],
    ['https://youtu.be/dQw4w9WgXcQ?t=1m30s', 'https://www.youtube.com/embed/dQw4w9WgXcQ?start=90'],
    ['https://www.youtube.com/shorts/abc_DEF-123', 'https://www.youtube.com/embed/abc_DEF-123'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://vimeo.com/76979871/a1b2c3', 'https://player.vimeo.com/video/76979871?h=a1b2c3'],
  ])('%s → %s', (input, expected) => {
    expect(videoEmbedUrl(input)).toBe(expected);
  });

  it('uses anything else as it is', () => {
    expect(videoEmbedUrl('https://example.com/player/1')).toBe('https://example.com/player/1');
    expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks')).toBe(
      'https://vimeo.com/channels/staffpicks',
    );
    expect(videoEmbedUrl('not a url')).toBe('not a url');
    expect(videoEmbedUrl('https://www.youtube.com/watch')).toBe('https://www.youtube.com/watch');
  });
});
