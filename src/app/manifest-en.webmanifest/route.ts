import { loadWebManifest } from '@/features/offline/server';

/**
 * The web app manifest of the English pages (`/manifest-en.webmanifest`): installed from an English page, the
 * app opens in English. Next's manifest file convention has one manifest only, the Portuguese one.
 */
export async function GET(): Promise<Response> {
  return Response.json(await loadWebManifest('en'), {
    headers: { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
