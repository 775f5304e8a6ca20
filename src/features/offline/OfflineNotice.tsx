'use client';

import { useState } from 'react';
import { OfflineNoticeView } from './OfflineNoticeView';
import { useOfflineStatus } from './use-offline-status';

/** The offline notice, shown while the page may be out of date; dismissed, it returns when the reason changes. */
export function OfflineNotice() {
  const status = useOfflineStatus();
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (!status || dismissed === status.reason) return null;
  return (
    <OfflineNoticeView reason={status.reason} since={status.since} onDismiss={() => setDismissed(status.reason)} />
  );
}
