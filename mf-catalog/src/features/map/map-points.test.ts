import { toCookMarkers } from './map-points';
import { mapPoint } from './map-test-kit';

describe('API points → markers', () => {
  it('makes one marker per cook at its [lon, lat], in the answer’s order, with the cook for its card', () => {
    const points = [mapPoint(3, [65.53, 57.15]), mapPoint(1, [65.6, 57.2])];
    expect(toCookMarkers(points)).toEqual([
      { id: 3, lonLat: [65.53, 57.15], cook: points[0] },
      { id: 1, lonLat: [65.6, 57.2], cook: points[1] },
    ]);
  });

  it('skips a repeated cook and a position no map can show', () => {
    const markers = toCookMarkers([
      mapPoint(3, [65.53, 57.15]),
      mapPoint(3, [65.54, 57.16]),
      mapPoint(4, [Number.NaN, 57.15]),
      mapPoint(5, [65.5, 91]),
      mapPoint(6, [181, 57]),
      mapPoint(7, [65.5, 57.1]),
    ]);
    expect(markers.map((marker) => marker.id)).toEqual([3, 7]);
    expect(markers[0]?.lonLat).toEqual([65.53, 57.15]);
    expect(toCookMarkers([])).toEqual([]);
  });
});
