/**
 * What the error screen shows for a status: the spec's two variants. 404 is
 * the "page doesn't exist" message with the not-found picture; every other
 * status the general message (rich text) with the generic picture.
 */
export type ErrorIllustration = 'not-found' | 'general';

export interface ErrorPageModel {
  status: number;
  illustration: ErrorIllustration;
  /** key in the `errorPage` namespace */
  message: 'message404' | 'messageGeneral';
  /** the general message carries markup (`t.rich`) */
  richMessage: boolean;
}

export function errorPageModel(status: number): ErrorPageModel {
  if (status === 404) return { status, illustration: 'not-found', message: 'message404', richMessage: false };
  const valid = Number.isInteger(status) && status >= 400 && status <= 599;
  return { status: valid ? status : 500, illustration: 'general', message: 'messageGeneral', richMessage: true };
}

export const ILLUSTRATION_SRC: Record<ErrorIllustration, { normal: string; highContrast: string }> = {
  'not-found': { normal: '/illustrations/not-found.svg', highContrast: '/illustrations/not-found-high-contrast.svg' },
  general: { normal: '/illustrations/error.svg', highContrast: '/illustrations/error-high-contrast.svg' },
};

/** The console line for an unknown route (spec §8). */
export function notFoundLogMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** Route params arrive percent-encoded or not depending on the caller; never throw on a stray '%'. */
export function safeDecodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
