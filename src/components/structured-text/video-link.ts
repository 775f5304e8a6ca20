/**
 * How a video block is shown (docs/adr/0012-video-blocks-as-link-cards.md):
 * files play in a native <video> (controls, no autoplay); YouTube and Vimeo
 * are link cards, because their iframes set third-party cookies before the
 * visitor has agreed to anything.
 */
export type VideoSource =
  | { kind: 'file'; url: string }
  | { kind: 'provider'; provider: 'YouTube' | 'Vimeo'; url: string }
  | { kind: 'link'; url: string; host: string };

export function classifyVideoUrl(raw: string): VideoSource {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`Video block URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Video block URL must be http(s): ${raw}`);
  const host = url.hostname.replace(/^www\./, '').replace(/^m\./, '');
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com')
    return { kind: 'provider', provider: 'YouTube', url: url.href };
  if (host === 'vimeo.com' || host === 'player.vimeo.com')
    return { kind: 'provider', provider: 'Vimeo', url: url.href };
  if (/\.(mp4|webm|ogv|m4v)$/i.test(url.pathname)) return { kind: 'file', url: url.href };
  return { kind: 'link', url: url.href, host };
}
