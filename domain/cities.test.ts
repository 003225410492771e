import { describe, expect, it } from 'vitest';
import { CITY_CENTRES, cityCentre, citiesWithVenues } from './cities';
import { DEMO_VENUES } from './demo';

describe('the city centres', () => {
  it('lie in Nigeria', () => {
    for (const city of CITY_CENTRES) {
      expect(city.latitude, city.name).toBeGreaterThan(4);
      expect(city.latitude, city.name).toBeLessThan(14);
      expect(city.longitude, city.name).toBeGreaterThan(2.6);
      expect(city.longitude, city.name).toBeLessThan(14.7);
    }
  });

  it('cover every city with a demo venue', () => {
    for (const venue of DEMO_VENUES) expect(cityCentre(venue.city), venue.city).toBeDefined();
  });

  it('are found by name whatever the case and spaces', () => {
    expect(cityCentre(' port harcourt ')?.name).toBe('Port Harcourt');
    expect(cityCentre('Kaduna')).toBeUndefined();
  });

  it('offer only the cities that have a venue, or all of them while none is known', () => {
    expect(citiesWithVenues([{ city: 'Lagos' }, { city: 'kano' }, { city: 'Jos' }])).toEqual([
      cityCentre('Kano'),
      cityCentre('Lagos'),
    ]);
    expect(citiesWithVenues([])).toEqual(CITY_CENTRES);
  });
});
