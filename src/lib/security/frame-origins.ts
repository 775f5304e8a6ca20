/**
 * The players a page may frame (the CSP's frame-src): the cinema's trailers play in their hosts'
 * players inside the site's dialog. Kept here, not in the cinema feature, because the security
 * headers of every page are built from it.
 */
export const TRAILER_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
