import { confirmable, detailsLine, placeOf, savedPlaceOf, suggestionKind, suggestionPoint } from './address-geo';
import { geoAddress, HOUSE, HOUSE_FIAS_ID, STREET, userAddress } from './address-test-kit';

describe('address-geo', () => {
  it('tells streets from houses, and offers neither for a city', () => {
    expect(suggestionKind(STREET)).toBe('street');
    expect(suggestionKind(HOUSE)).toBe('house');
    expect(suggestionKind(geoAddress('г Тюмень', { fias_level: '4' }))).toBeNull();
  });

  it("reads DaData's coordinate strings as a map point, [lon, lat], and none when one is missing", () => {
    expect(suggestionPoint(HOUSE)).toEqual([65.5562, 57.1522]);
    expect(suggestionPoint(geoAddress('г Тюмень, ул Республики, д 1', { house: '1', geo_lat: '57.1' }))).toBeNull();
  });

  it('confirms only a house in a served city', () => {
    expect(confirmable(HOUSE)).toBe(true);
    expect(confirmable(STREET)).toBe(false);
    expect(confirmable({ ...HOUSE, mainCity: null })).toBe(false);
    expect(confirmable(null)).toBe(false);
  });

  it("sends the house's FIAS id (the suggestion's own when DaData gives no house id), the city and the point", () => {
    const house = HOUSE as typeof HOUSE & { mainCity: { id: number; slug: string } };
    expect(placeOf(house)).toEqual({ address: HOUSE.value, fiasId: HOUSE_FIAS_ID, mainCityId: 956, lat: 57.1522, lon: 65.5562 });
    const withoutHouseId = { ...house, data: { ...house.data, house_fias_id: null, fias_id: 'f-1', geo_lat: null } };
    expect(placeOf(withoutHouseId)).toEqual({ address: HOUSE.value, fiasId: 'f-1', mainCityId: 956, lat: null, lon: null });
  });

  it('keeps the place of a saved address for its update, and lists its details for a row', () => {
    const saved = userAddress(3, 'г Тюмень, ул Республики, д 65', { fiasId: HOUSE_FIAS_ID, apartment: '12', intercom: '12К' });
    expect(savedPlaceOf(saved)).toEqual({ address: saved.address, fiasId: HOUSE_FIAS_ID, mainCityId: 956, lat: 57.1522, lon: 65.5562 });
    expect(detailsLine(saved)).toBe('кв. 12, домофон 12К');
    expect(detailsLine(userAddress(4, 'г Тюмень'))).toBe('');
  });
});
