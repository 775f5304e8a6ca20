/**
 * The URL of a file imported as a static asset (an SVG sprite): Next's static import gives `{ src }`, Vite's
 * (Vitest, Storybook) gives the URL itself.
 */
export const staticAssetUrl = (imported: unknown): string =>
  typeof imported === 'string' ? imported : (imported as { src: string }).src;
