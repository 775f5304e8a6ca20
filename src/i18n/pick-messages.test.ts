import { describe, expect, it } from 'vitest';
import pt from '../../messages/pt.json';
import { mergeMessages, pickMessages } from './pick-messages';

describe('pickMessages', () => {
  it('keeps whole namespaces and nested ones in their place, and nothing else', () => {
    const picked = pickMessages(pt, ['openStatus', 'places.nextChange', 'places.filters']);
    expect(Object.keys(picked).sort()).toEqual(['openStatus', 'places']);
    expect(picked.openStatus).toEqual(pt.openStatus);
    expect(picked.places).toEqual({ nextChange: pt.places.nextChange, filters: pt.places.filters });
  });

  it('a whole namespace wins over a part of it named before', () => {
    expect(pickMessages(pt, ['places.filters', 'places']).places).toEqual(pt.places);
  });

  it('refuses a namespace that does not exist, so a typo fails the build instead of showing keys', () => {
    expect(() => pickMessages(pt, ['plaecs'])).toThrow('No messages under "plaecs"');
  });
});

describe('mergeMessages', () => {
  it('adds the texts of another tree namespace by namespace, keeping every text of the first', () => {
    const layout = pickMessages(pt, ['layout.hours.title', 'layout.nav', 'consent.title']);
    const later = pickMessages(pt, ['layout.hours.weekdays', 'consent.save']);
    const merged = mergeMessages(layout, later);
    expect(merged).toEqual(
      pickMessages(pt, ['layout.hours.title', 'layout.hours.weekdays', 'layout.nav', 'consent.title', 'consent.save']),
    );
    expect(layout).toEqual(pickMessages(pt, ['layout.hours.title', 'layout.nav', 'consent.title']));
  });
});
