'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { getPreviewCredentials } from '@/lib/cms/preview-credentials';
import type { LiveSubscriptionConfig } from './live-subscription-options';

export type DraftLiveRefreshProps = Omit<LiveSubscriptionConfig, 'token'> & { renderedState: string };

/** The real-time client (datocms-listen and react-datocms's subscription): loaded only here, only in draft mode. */
const LiveRefreshClient = dynamic(() => import('./LiveRefreshClient').then((m) => m.LiveRefreshClient), { ssr: false });

/**
 * Draft mode only (the server renders this nowhere else; LiveRefreshLoader brings its code). The draft token is
 * never in the page's HTML: the browser asks `/api/preview` for it (spec §4,
 * §7.1) and subscribes only when the answer says preview is enabled.
 */
export function DraftLiveRefresh(props: DraftLiveRefreshProps) {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    void getPreviewCredentials('').then((credentials) => {
      if (!cancelled && credentials.preview) setToken(credentials.token);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return token ? <LiveRefreshClient {...props} token={token} /> : null;
}
