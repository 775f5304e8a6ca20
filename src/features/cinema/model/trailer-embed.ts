/**
 * Where a trailer can play inside the site. YouTube (through its no-cookie
 * domain) and Vimeo allow their players in a frame; any other host is linked
 * instead, since a page cannot know whether it may be framed. The site's CSP
 * `frame-src` names exactly these player origins (src/lib/security/frame-origins.ts).
 */

const YOUTUBE_ID = /^[\w-]{11}$/;

/** The player URL to frame for a trailer's URL, or null when it can only be linked. */
export function trailerEmbedUrl(trailerUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(trailerUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  let youtubeId: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    youtubeId =
      url.pathname === '/watch'
        ? url.searchParams.get('v')
        : (/^\/(?:embed|shorts)\/([^/]+)/.exec(url.pathname)?.[1] ?? null);
  } else if (host === 'youtu.be') {
    youtubeId = url.pathname.slice(1);
  }
  if (youtubeId && YOUTUBE_ID.test(youtubeId))
    return `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1&rel=0`;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(?:^|\/)(\d{5,})(?:$|\/)/.exec(url.pathname)?.[1];
    if (id) return `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
  }
  return null;
}
