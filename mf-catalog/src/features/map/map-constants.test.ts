import { MAP_RADIUS_MAX_METRES as CONTRACT_RADIUS_MAX, mapCooksQuerySchema } from '@povar/shared-kit/contracts';
import {
  MAP_CLUSTER_DISTANCE_PX,
  MAP_CLUSTER_MIN_POINTS,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  MAP_RADIUS_MAX_METRES,
  MAP_ZOOM_ANIMATION_MS,
} from './map-constants';

it('holds the fixed start, clustering and animation values', () => {
  expect(MAP_DEFAULT_CENTER).toEqual([65.534328, 57.153033]);
  expect(MAP_DEFAULT_ZOOM).toBe(10);
  expect(MAP_CLUSTER_DISTANCE_PX).toBe(64);
  expect(MAP_CLUSTER_MIN_POINTS).toBe(2);
  expect(MAP_ZOOM_ANIMATION_MS).toBe(500);
});

it("asks for no wider a circle than the API answers, and the API's default is that circle", () => {
  expect(MAP_RADIUS_MAX_METRES).toBe(CONTRACT_RADIUS_MAX);
  expect(mapCooksQuerySchema.parse({}).radius).toBe(MAP_RADIUS_MAX_METRES);
});
