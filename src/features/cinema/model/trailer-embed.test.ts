import { describe, expect, it } from 'vitest';
import { trailerEmbedUrl } from './trailer-embed';

describe('trailerEmbedUrl', () => {
  it('plays YouTube through its no-cookie player, from any of its URL forms', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(trailerEmbedUrl(url)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
    }
  });

  it('plays Vimeo in its player without tracking', () => {
    expect(trailerEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
    );
  });

  it('links anything else: another host, plain http, a malformed id or URL', () => {
    expect(trailerEmbedUrl('https://videos.example.com/trailers/mare-vermelha')).toBeNull();
    expect(trailerEmbedUrl('http://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(trailerEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(trailerEmbedUrl('not a url')).toBeNull();
  });
});
