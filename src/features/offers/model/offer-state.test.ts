import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endTimeOfDay, endsToday, isEndingSoon, lastMallDay, offerState } from './offer-state';

// The mall is in America/Sao_Paulo (UTC−3, no DST since 2019).
const FRIDAY_NIGHT = { startsAt: '2026-11-20T11:00:00-03:00', endsAt: '2026-11-20T22:00:00-03:00' };
const UNTIL_MIDNIGHT = { startsAt: '2026-11-10T10:00:00-03:00', endsAt: '2026-11-21T00:00:00-03:00' };

describe('offerState at fixed instants', () => {
  it('is upcoming before its first minute, current from it', () => {
    expect(offerState(FRIDAY_NIGHT, new Date('2026-11-20T13:59:00Z'))).toBe('upcoming');
    expect(offerState(FRIDAY_NIGHT, new Date('2026-11-20T14:00:00Z'))).toBe('current');
  });

  it('is current during, and ended at the minute it ends', () => {
    expect(offerState(FRIDAY_NIGHT, new Date('2026-11-21T00:59:59Z'))).toBe('current'); // 21:59:59 in the mall
    expect(offerState(FRIDAY_NIGHT, new Date('2026-11-21T01:00:00Z'))).toBe('ended'); // 22:00
    expect(offerState(FRIDAY_NIGHT, new Date('2026-11-25T12:00:00Z'))).toBe('ended');
  });

  it('an offer ending at midnight: current at 23:59, ended at 00:00, its last day is the day before', () => {
    expect(offerState(UNTIL_MIDNIGHT, new Date('2026-11-21T02:59:00Z'))).toBe('current');
    expect(offerState(UNTIL_MIDNIGHT, new Date('2026-11-21T03:00:00Z'))).toBe('ended');
    expect(lastMallDay(UNTIL_MIDNIGHT)).toBe('2026-11-20');
    expect(endTimeOfDay(UNTIL_MIDNIGHT)).toBeNull();
    expect(endsToday(UNTIL_MIDNIGHT, new Date('2026-11-21T02:00:00Z'))).toBe(true); // Fri 23:00
  });

  it('ending soon: within 72 hours, and only while current', () => {
    expect(isEndingSoon(FRIDAY_NIGHT, new Date('2026-11-20T15:00:00Z'))).toBe(true);
    expect(isEndingSoon(UNTIL_MIDNIGHT, new Date('2026-11-10T15:00:00Z'))).toBe(false);
    expect(isEndingSoon(FRIDAY_NIGHT, new Date('2026-11-21T01:00:00Z'))).toBe(false);
  });
});

describe('in the mall time zone while the browser is in another', () => {
  const original = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'Asia/Tokyo'; // already Saturday there while the mall is still on Friday evening
  });
  afterEach(() => {
    process.env.TZ = original;
  });

  it('"today" and the end time are the mall’s', () => {
    const fridayEvening = new Date('2026-11-20T23:30:00Z'); // Fri 20:30 in the mall, Sat 08:30 in Tokyo
    expect(fridayEvening.getDate()).toBe(21);
    expect(endsToday(FRIDAY_NIGHT, fridayEvening)).toBe(true);
    expect(endTimeOfDay(FRIDAY_NIGHT)).toBe('22:00');
    expect(lastMallDay(FRIDAY_NIGHT)).toBe('2026-11-20');
    expect(offerState(FRIDAY_NIGHT, fridayEvening)).toBe('current');
  });
});
