/**
 * Search-engine and link-preview crawlers (the spec's list). They get no
 * error page on a client-side failure: they would index the error screen as
 * the page's content, so the page is left as it was and the error only logged.
 */
const BOT_USER_AGENT = /bot|chrome-lighthouse|facebookexternalhit|google/i;

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && BOT_USER_AGENT.test(userAgent);
}
