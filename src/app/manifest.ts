import type { MetadataRoute } from 'next';
import { loadWebManifest } from '@/features/offline/server';

/** The web app manifest of the Portuguese pages; the English pages link to /manifest-en.webmanifest. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  return loadWebManifest('pt');
}
