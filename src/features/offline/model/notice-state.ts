export interface OfflineStatus {
  /** `offline`: no connection now; `stored`: online, but this page was answered from storage */
  reason: 'offline' | 'stored';
  since: Date;
}

export interface NoticeFacts {
  online: boolean;
  /** undefined: the page came from the network; otherwise from storage, stamped at this time (ISO) if known */
  storedAt: string | null | undefined;
  /** when the page was loaded (ms since the epoch) */
  loadedAt: number;
}

/**
 * What the offline notice says: nothing for a live page online; a stored page is as old as its stamp; a live
 * page that lost its connection is as old as its load.
 */
export function noticeFor({ online, storedAt, loadedAt }: NoticeFacts): OfflineStatus | null {
  const fromStorage = storedAt !== undefined;
  if (online && !fromStorage) return null;
  const stamp = storedAt ? Date.parse(storedAt) : NaN;
  const since = new Date(Number.isNaN(stamp) ? loadedAt : stamp);
  return { reason: online ? 'stored' : 'offline', since };
}
