import { MAP_DEFAULT_CENTER, MAP_RADIUS_MAX_METRES } from './map-constants';
import {
  coversView,
  distanceMetres,
  initialMapRequest,
  mapCooksParams,
  mapCooksQueryKey,
  nextMapRequest,
  radiusStep,
  roundCentre,
  type LoadedCooks,
  type MapRequest,
} from './map-request';

const FIRST: MapRequest = { cityId: '956', centre: null, radius: null };
const atRegionCentre: LoadedCooks = { request: FIRST, answer: { center: MAP_DEFAULT_CENTER, radius: MAP_RADIUS_MAX_METRES, truncated: false } };

describe('rounding the centre and the radius', () => {
  it('rounds a centre to a hundredth of a degree', () => {
    expect(roundCentre([65.534328, 57.153033])).toEqual([65.53, 57.15]);
    expect(roundCentre([65.5361, 57.156])).toEqual([65.54, 57.16]);
    expect(roundCentre([-0.004, 0.006])).toEqual([0, 0.01]);
    expect(Object.is(roundCentre([-0.004, 0])[0], 0)).toBe(true);
  });

  it('steps the radius up, never past the widest circle', () => {
    expect(radiusStep(10)).toBe(1_000);
    expect(radiusStep(1_001)).toBe(2_000);
    expect(radiusStep(33_000)).toBe(MAP_RADIUS_MAX_METRES);
    expect(radiusStep(400_000)).toBe(MAP_RADIUS_MAX_METRES);
  });

  it('measures great-circle distances', () => {
    expect(distanceMetres([65.5, 57.1], [65.5, 57.1])).toBe(0);
    // One degree of latitude is about 111 km.
    expect(distanceMetres([65.5, 57], [65.5, 58])).toBeCloseTo(111_195, -1);
  });
});

describe('when the map asks for cooks again', () => {
  it('asks nothing when the first answer covers the view, and nothing when zooming in', () => {
    const start = { center: MAP_DEFAULT_CENTER, zoom: 10, radius: 61_000 };
    expect(nextMapRequest(FIRST, atRegionCentre, start)).toBe(FIRST);
    expect(nextMapRequest(FIRST, atRegionCentre, { center: [65.56, 57.16], zoom: 13, radius: 4_000 })).toBe(FIRST);
  });

  it('asks around the rounded new centre, wide enough for the view, after a pan out of what is loaded', () => {
    const view = { center: [66.3, 57.4] as const, zoom: 10, radius: 33_000 };
    expect(coversView(atRegionCentre.answer, view)).toBe(false);
    expect(nextMapRequest(FIRST, atRegionCentre, view)).toEqual({ cityId: '956', centre: [66.3, 57.4], radius: MAP_RADIUS_MAX_METRES });
    const near = { center: [65.5412, 57.1538] as const, zoom: 15, radius: 1_200 };
    const capped: LoadedCooks = { ...atRegionCentre, answer: { ...atRegionCentre.answer, truncated: true } };
    // An answer cut at the cap may miss cooks of any smaller view: ask for that view itself.
    expect(nextMapRequest(FIRST, capped, near)).toEqual({ cityId: '956', centre: [65.54, 57.15], radius: 2_000 });
  });

  it('keeps the current request when the new one would be the same, and goes back to a loaded one that covers the view', () => {
    const current: MapRequest = { cityId: '956', centre: [66.3, 57.4], radius: MAP_RADIUS_MAX_METRES };
    expect(nextMapRequest(current, undefined, { center: [66.301, 57.402], zoom: 10, radius: 30_000 })).toBe(current);
    // The current request failed; the view is back where cooks were loaded.
    expect(nextMapRequest(current, atRegionCentre, { center: MAP_DEFAULT_CENTER, zoom: 11, radius: 20_000 })).toBe(FIRST);
  });

  it('keys the query by region, rounded centre and radius, and sends only what it has', () => {
    expect(mapCooksQueryKey(FIRST)).toEqual(['map', 'cooks', '956', null, null, null]);
    expect(mapCooksParams(FIRST)).toEqual({ cityId: '956' });
    const moved: MapRequest = { cityId: '956', centre: [66.3, 57.4], radius: 20_000 };
    expect(mapCooksQueryKey(moved)).toEqual(['map', 'cooks', '956', 66.3, 57.4, 20_000]);
    expect(mapCooksParams(moved)).toEqual({ cityId: '956', lon: '66.3', lat: '57.4', radius: '20000' });
  });
});

describe('the first request', () => {
  it('is around the delivery address when it has coordinates, in the widest circle', () => {
    const request = initialMapRequest({ cityId: '956', lon: '65.561', lat: '57.118' });
    expect(request).toEqual({ cityId: '956', centre: [65.561, 57.118], radius: null });
    expect(mapCooksParams(request)).toEqual({ cityId: '956', lon: '65.561', lat: '57.118' });
  });

  it("is around the region's centre without an address point", () => {
    expect(initialMapRequest({ cityId: '956' })).toEqual(FIRST);
  });
});
