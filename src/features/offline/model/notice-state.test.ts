import { describe, expect, it } from 'vitest';
import { noticeFor } from './notice-state';
import { urlsToRefresh, WARM_MAX_AGE_MS } from './warm-list';

const loadedAt = Date.parse('2026-11-25T14:00:00Z');

describe('the offline notice', () => {
  it('says nothing for a live page online', () => {
    expect(noticeFor({ online: true, storedAt: undefined, loadedAt })).toBeNull();
  });

  it('dates a stored page by when it was stored, online or not', () => {
    const storedAt = '2026-11-24T10:30:00.000Z';
    expect(noticeFor({ online: false, storedAt, loadedAt })).toEqual({ reason: 'offline', since: new Date(storedAt) });
    expect(noticeFor({ online: true, storedAt, loadedAt })).toEqual({ reason: 'stored', since: new Date(storedAt) });
  });

  it('dates a live page that lost its connection by its load', () => {
    expect(noticeFor({ online: false, storedAt: undefined, loadedAt })).toEqual({
      reason: 'offline',
      since: new Date(loadedAt),
    });
    expect(noticeFor({ online: false, storedAt: null, loadedAt })?.since).toEqual(new Date(loadedAt));
  });
});

describe("the mall's pages kept for offline use", () => {
  it('fetches again those never stored or stored over an hour ago', () => {
    const now = loadedAt;
    const stored = new Map<string, string | null>([
      ['/mapa', new Date(now - 60_000).toISOString()],
      ['/lojas', new Date(now - WARM_MAX_AGE_MS - 1).toISOString()],
      ['/cinema', null],
      ['/servicos', 'not a date'],
    ]);
    expect(urlsToRefresh(stored, now)).toEqual(['/lojas', '/cinema', '/servicos']);
  });
});
