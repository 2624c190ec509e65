// The map's fixed constants (start, clustering, animation). Kept in the remote rather than read from the shared kit at run
// time: the kit on the page is the shell's copy, and a remote deployed before the shell must not
// find them missing. map-constants.test.ts holds the API bound to the contract's.
import type { LonLat } from '@povar/shared-kit';

/** Where the map starts when the region's centre is not known: Tyumen's centre, [lon, lat]. */
export const MAP_DEFAULT_CENTER: LonLat = [65.534328, 57.153033];
export const MAP_DEFAULT_ZOOM = 10;
/** Cluster grid in pixels; a cluster needs more than one point; zooming to one animates this long (ms). */
export const MAP_CLUSTER_DISTANCE_PX = 64;
export const MAP_CLUSTER_MIN_POINTS = 2;
export const MAP_ZOOM_ANIMATION_MS = 500;
/** The widest circle GET /api/map/cooks answers for, in metres (the contract's MAP_RADIUS_MAX_METRES). */
export const MAP_RADIUS_MAX_METRES = 50_000;
