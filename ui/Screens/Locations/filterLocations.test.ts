import { describe, expect, it } from 'vitest';
import { locations } from '../../fixtures/locations';
import { filterLocations } from './filterLocations';

const names = (list: readonly { name: string }[]) => list.map((location) => location.name);

describe('filterLocations', () => {
  it('keeps everything for an empty search and all facilities', () => {
    expect(filterLocations(locations, '', 'all')).toHaveLength(locations.length);
    expect(filterLocations(locations, '   ', 'all')).toHaveLength(locations.length);
  });

  it('matches the name, city or address, ignoring case', () => {
    expect(names(filterLocations(locations, 'lekki', 'all'))).toEqual(['Lekki Arena']);
    expect(names(filterLocations(locations, 'LAGOS', 'all'))).toEqual([
      'Lekki Arena',
      'Yaba Hoops Centre',
      'Ikoyi Racquet Club',
    ]);
    expect(names(filterLocations(locations, 'adetokunbo', 'all'))).toEqual(['Wuse Sports Hub']);
  });

  it('keeps only locations offering the facility', () => {
    expect(names(filterLocations(locations, '', 'tennis'))).toEqual([
      'Lekki Arena',
      'Ikoyi Racquet Club',
      'Ring Road Sports Park',
      'Independence Layout Courts',
    ]);
  });

  it('combines the search and the facility', () => {
    expect(names(filterLocations(locations, 'abuja', 'tennis'))).toEqual([]);
    expect(names(filterLocations(locations, 'abuja', 'basketball'))).toEqual(['Wuse Sports Hub']);
  });

  it('does not modify its input', () => {
    const copy = [...locations];
    filterLocations(locations, 'ibadan', 'basketball');
    expect(locations).toEqual(copy);
  });
});
