import { describe, expect, it } from 'vitest';
import { busLines, parkingFacilities } from './directions-content';

describe('the directions page’s content', () => {
  it('lists the facilities that have places, in a fixed order', () => {
    expect(parkingFacilities({ bike_racks: 80, spots: 2350, ev_chargers: 0, covered_spots: 1900 })).toEqual([
      { key: 'spots', count: 2350 },
      { key: 'covered_spots', count: 1900 },
      { key: 'bike_racks', count: 80 },
    ]);
    expect(parkingFacilities(null)).toEqual([]);
    // read whole: one count that is not a whole number and the list is left off
    expect(parkingFacilities({ spots: 2350, senior_spots: '72' })).toEqual([]);
  });

  it('reads bus lines with the stop in the locale, and none when one is incomplete', () => {
    const line = { line: '4103', route: 'Belvedere / Centro', stop: { pt: 'Entrada principal', en: 'Main entrance' } };
    expect(busLines([line], 'en')).toEqual([{ line: '4103', route: 'Belvedere / Centro', stop: 'Main entrance' }]);
    expect(busLines([line, { line: '9204', route: 'Estação BH' }], 'en')).toEqual([]);
  });
});
