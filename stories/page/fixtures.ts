import type { MovieSession } from '@/lib/content';
import type { ContentImage } from '@/components/page/types';

/** A self-contained image (no network in Storybook's test runner): a jacaranda-violet gradient. */
export function gradientImage(
  width: number,
  height: number,
  alt: string,
  from = '#4b2d7a',
  to = '#d7c6ec',
): ContentImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.18}" fill="#f2bd3f" opacity="0.85"/></svg>`;
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  return {
    src,
    srcSet: `${src} ${width}w`,
    width,
    height,
    aspectRatio: width / height,
    alt,
    title: null,
    base64: null,
    bgColor: from,
    sizes: null,
  };
}

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

export const sessionSlot = (time: string, extra: Partial<MovieSession> = {}): MovieSession[] =>
  WEEK.map((weekday) => ({
    weekday,
    time,
    room: 'Sala 1',
    format: '2D' as const,
    audio: 'dubbed' as const,
    accessibility: [],
    ticketUrl: 'https://ingressos.example.com/sessao/1',
    ...extra,
  }));
