'use client';

import Script from 'next/script';
import { TAG_MANAGER_INIT_SCRIPT } from '@/lib/security/tag-manager-script';

/**
 * Google Tag Manager's two scripts, as @next/third-parties inserts them (same
 * ids, same inline script, whose hash the stored pages' policy names). Ours
 * because that package's only entry is a CommonJS barrel: importing it put the
 * YouTube and Maps embeds and their helper library (about 16 kB gzip) on every
 * page, before any visitor had accepted analytics.
 */
export function GoogleTagManager({ gtmId }: { gtmId: string }) {
  const src = new URL('https://www.googletagmanager.com/gtm.js');
  src.searchParams.set('id', gtmId);
  return (
    <>
      <Script id="_next-gtm-init" dangerouslySetInnerHTML={{ __html: TAG_MANAGER_INIT_SCRIPT }} />
      <Script id="_next-gtm" data-ntpc="GTM" src={src.href} />
    </>
  );
}
