import { MAP_CLUSTER_MIN_POINTS } from './map-constants';
import { clusterRadius, clusterZoomTarget, mapSummary, markerLook, markerName } from './cluster-style';

describe('what a cluster is drawn as', () => {
  it('draws a cluster only above one point, with its count; one point is its cook', () => {
    expect(MAP_CLUSTER_MIN_POINTS).toBe(2);
    expect(markerLook(0, false)).toBeNull();
    expect(markerLook(1, false)).toEqual({ kind: 'cook', selected: false });
    expect(markerLook(1, true)).toEqual({ kind: 'cook', selected: true });
    expect(markerLook(2, false)).toEqual({ kind: 'cluster', count: 2, text: '2', radius: clusterRadius(2) });
    expect(markerLook(64, true)).toMatchObject({ kind: 'cluster', text: '64' });
    expect(markerLook(1500, false)).toMatchObject({ kind: 'cluster', count: 1500, text: '999+' });
  });

  it('grows a cluster with its count, within bounds', () => {
    const radii = [2, 9, 10, 99, 100, 1000, 100000].map(clusterRadius);
    expect(radii).toEqual([...radii].sort((a, b) => a - b));
    expect(Math.min(...radii)).toBeGreaterThanOrEqual(16);
    expect(Math.max(...radii)).toBeLessThanOrEqual(30);
  });
});

describe('where a click on a cluster zooms', () => {
  it("fits the cluster's points", () => {
    expect(
      clusterZoomTarget(
        [
          [10, 20],
          [30, 5],
          [15, 40],
        ],
        10,
        19,
      ),
    ).toEqual({ kind: 'fit', extent: [10, 5, 30, 40] });
  });

  it('zooms two steps in, at most to the last zoom, when the points share one place', () => {
    expect(
      clusterZoomTarget(
        [
          [10, 20],
          [10.2, 20.3],
        ],
        10,
        19,
      ),
    ).toEqual({ kind: 'zoom', center: [10, 20], zoom: 12 });
    expect(
      clusterZoomTarget(
        [
          [10, 20],
          [10, 20],
        ],
        18,
        19,
      ),
    ).toEqual({ kind: 'zoom', center: [10, 20], zoom: 19 });
    expect(clusterZoomTarget([], 10, 19)).toBeNull();
  });
});

describe('the words', () => {
  it('names a cluster by its count and a cook by name and speciality', () => {
    expect(markerName({ kind: 'cluster', count: 12, text: '12', radius: 22 })).toBe('Группа: 12 поваров. Приблизить');
    expect(markerName({ kind: 'cluster', count: 3, text: '3', radius: 19 })).toBe('Группа: 3 повара. Приблизить');
    const cook = { name: 'Марина Фёдорова', speciality: { title: 'Выпечка' } };
    expect(markerName({ kind: 'cook', selected: false }, cook)).toBe('Марина Фёдорова, Выпечка');
    expect(markerName({ kind: 'cook', selected: false }, { ...cook, speciality: null })).toBe('Марина Фёдорова');
  });

  it('sums the map up', () => {
    expect(mapSummary(1)).toBe('На карте 1 повар');
    expect(mapSummary(60)).toBe('На карте 60 поваров');
    expect(mapSummary(0)).toBe('Здесь пока нет поваров: передвиньте карту ближе к городу');
  });
});
