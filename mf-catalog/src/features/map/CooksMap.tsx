// The cooks' OpenLayers map: tiles from the configured source (or none), cooks as vector
// markers clustered on a 64 px grid, a click on a cluster zooms to it in 500 ms, a click on a
// cook selects it, and every pan or zoom is reported ('center-update'). Each drawn marker also
// has a button over it, so the keyboard and screen readers reach what the canvas shows.
import { useEffect, useRef, useState } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import { Circle as CircleStyle, Fill, Stroke, Style, Text } from 'ol/style';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { getTopRight } from 'ol/extent';
import { fromLonLat, toLonLat } from 'ol/proj';
import type { FeatureLike } from 'ol/Feature';
import 'ol/ol.css';
import type { LonLat, MapCookPoint, TileSource } from '@povar/shared-kit';
import { clusterZoomTarget, markerLook, markerName, type MarkerLook } from './cluster-style';
import { MAP_CLUSTER_DISTANCE_PX, MAP_DEFAULT_ZOOM, MAP_ZOOM_ANIMATION_MS } from './map-constants';
import { distanceMetres, type MapViewState } from './map-request';
import type { CookMarker } from './map-points';
import styles from './CooksMap.module.css';

export interface CooksMapProps {
  initialCenter: LonLat;
  markers: readonly CookMarker[];
  selectedId: number | null;
  tiles: TileSource | null;
  /** The map's accessible name. */
  label: string;
  onCenterUpdate: (view: MapViewState) => void;
  /** `opener` is the marker's button when the keyboard chose the cook, for focus to come back to. */
  onSelectCook: (cook: MapCookPoint, opener: HTMLElement | null) => void;
  /** Tiles keep failing (offline, blocked): the page may say the background is missing. */
  onTilesUnavailable?: () => void;
}

interface MarkerButton {
  key: string;
  look: MarkerLook;
  name: string;
  x: number;
  y: number;
  size: number;
  cooks: MapCookPoint[];
  coordinates: [number, number][];
}

const MAX_ZOOM = 19;
const MIN_ZOOM = 4;
const FIT_PADDING = [72, 72, 72, 72];
/** Cook markers' radius in pixels, unselected and selected. */
const COOK_RADIUS = 9;
const SELECTED_RADIUS = 12;
/** Failed tiles, with none loaded, before the background counts as unavailable. */
const TILE_FAILURES_TO_REPORT = 4;

const cooksOf = (cluster: FeatureLike): MapCookPoint[] =>
  ((cluster.get('features') as Feature[] | undefined) ?? []).map((feature) => feature.get('cook') as MapCookPoint);

function cssColour(element: HTMLElement, variable: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(variable).trim() || fallback;
}

/** Styles made once per look: the style function runs for every marker on every frame. */
function createMarkerStyles(element: HTMLElement) {
  const brand = cssColour(element, '--color-brand', '#23873a');
  const accent = cssColour(element, '--color-accent', '#ff8a3d');
  const white = new Stroke({ color: '#ffffff', width: 3 });
  const cook = new Style({ image: new CircleStyle({ radius: COOK_RADIUS, fill: new Fill({ color: brand }), stroke: white }) });
  const selected = new Style({ image: new CircleStyle({ radius: SELECTED_RADIUS, fill: new Fill({ color: accent }), stroke: white }), zIndex: 2 });
  const clusters = new Map<string, Style[]>();
  return (look: MarkerLook): Style | Style[] => {
    if (look.kind === 'cook') return look.selected ? selected : cook;
    const key = `${look.text}/${look.radius}`;
    let cached = clusters.get(key);
    if (!cached) {
      cached = [
        // A soft halo makes a cluster read as "several" next to a single cook's dot.
        new Style({ image: new CircleStyle({ radius: look.radius + 6, fill: new Fill({ color: 'rgba(35, 135, 58, 0.22)' }) }), zIndex: 1 }),
        new Style({
          image: new CircleStyle({ radius: look.radius, fill: new Fill({ color: brand }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }),
          text: new Text({ text: look.text, font: '700 14px sans-serif', fill: new Fill({ color: '#ffffff' }) }),
          zIndex: 1,
        }),
      ];
      clusters.set(key, cached);
    }
    return cached;
  };
}

export function CooksMap({ initialCenter, markers, selectedId, tiles, label, onCenterUpdate, onSelectCook, onTilesUnavailable }: CooksMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const cooksSourceRef = useRef<VectorSource | null>(null);
  const clusterLayerRef = useRef<VectorLayer | null>(null);
  const selectedRef = useRef(selectedId);
  const refreshButtonsRef = useRef<() => void>(() => undefined);
  const zoomToClusterRef = useRef<(coordinates: [number, number][]) => void>(() => undefined);
  const callbacks = useRef({ onCenterUpdate, onSelectCook, onTilesUnavailable });
  callbacks.current = { onCenterUpdate, onSelectCook, onTilesUnavailable };
  const [buttons, setButtons] = useState<MarkerButton[]>([]);
  const [zoom, setZoom] = useState(MAP_DEFAULT_ZOOM);

  // The map lives as long as the component; its first centre is the one it was created with.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const cooksSource = new VectorSource();
    const clusterSource = new Cluster({ distance: MAP_CLUSTER_DISTANCE_PX, source: cooksSource });
    const styleFor = createMarkerStyles(target);
    const clusterLayer = new VectorLayer({
      source: clusterSource,
      style: (cluster) => {
        const cooks = cooksOf(cluster);
        const look = markerLook(cooks.length, cooks.length === 1 && cooks[0]?.id === selectedRef.current);
        return look ? styleFor(look) : undefined;
      },
    });
    const layers: (TileLayer | VectorLayer)[] = [clusterLayer];
    if (tiles) {
      const tileSource = new XYZ({ url: tiles.url, attributions: tiles.attribution || undefined, maxZoom: MAX_ZOOM });
      let loaded = 0;
      let failed = 0;
      tileSource.on('tileloadend', () => {
        loaded += 1;
      });
      // Quietly: a missing background must not break the page or its console; markers still draw.
      tileSource.on('tileloaderror', () => {
        failed += 1;
        if (loaded === 0 && failed === TILE_FAILURES_TO_REPORT) callbacks.current.onTilesUnavailable?.();
      });
      layers.unshift(new TileLayer({ source: tileSource }));
    }
    const view = new View({ center: fromLonLat([...initialCenter]), zoom: MAP_DEFAULT_ZOOM, maxZoom: MAX_ZOOM, minZoom: MIN_ZOOM });
    const map = new OlMap({
      target,
      layers,
      view,
      controls: defaultControls({
        rotate: false,
        zoomOptions: { zoomInTipLabel: 'Приблизить', zoomOutTipLabel: 'Отдалить' },
        attributionOptions: { collapsible: false, tipLabel: 'Источники карты' },
      }),
      interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
    });
    cooksSourceRef.current = cooksSource;
    clusterLayerRef.current = clusterLayer;

    const zoomToCluster = (coordinates: [number, number][]) => {
      const target = clusterZoomTarget(coordinates, view.getZoom() ?? MAP_DEFAULT_ZOOM, MAX_ZOOM);
      if (!target) return;
      if (target.kind === 'fit') view.fit(target.extent, { duration: MAP_ZOOM_ANIMATION_MS, padding: FIT_PADDING, maxZoom: MAX_ZOOM - 2 });
      else view.animate({ center: target.center, zoom: target.zoom, duration: MAP_ZOOM_ANIMATION_MS });
    };

    const clusterAt = (pixel: number[]) =>
      map.forEachFeatureAtPixel(pixel, (feature) => feature, { layerFilter: (layer) => layer === clusterLayer, hitTolerance: 4 });

    map.on('click', (event) => {
      const cluster = clusterAt(event.pixel);
      if (!cluster) return;
      const cooks = cooksOf(cluster);
      if (cooks.length === 1 && cooks[0]) callbacks.current.onSelectCook(cooks[0], null);
      else if (cooks.length > 1) zoomToCluster(cooks.map((cook) => fromLonLat([...cook.geometry.coordinates]) as [number, number]));
    });
    map.on('pointermove', (event) => {
      if (event.dragging) return;
      target.style.cursor = clusterAt(event.pixel) ? 'pointer' : '';
    });

    // The buttons over the markers follow the clusters as drawn at rest.
    const refreshButtons = () => {
      const size = map.getSize();
      if (!size) return;
      const next: MarkerButton[] = [];
      for (const cluster of clusterSource.getFeatures()) {
        const cooks = cooksOf(cluster);
        const look = markerLook(cooks.length, cooks.length === 1 && cooks[0]?.id === selectedRef.current);
        const geometry = cluster.getGeometry() as Point | undefined;
        if (!look || !geometry) continue;
        const pixel = map.getPixelFromCoordinate(geometry.getCoordinates());
        if (!pixel) continue;
        const [x = -1, y = -1] = pixel;
        if (x < 0 || y < 0 || x > size[0]! || y > size[1]!) continue;
        const radius = look.kind === 'cluster' ? look.radius : look.selected ? SELECTED_RADIUS : COOK_RADIUS;
        next.push({
          key: cooks.map((cook) => cook.id).join('-'),
          look,
          name: markerName(look, cooks[0]?.properties),
          x,
          y,
          size: radius * 2 + 8,
          cooks,
          coordinates: cooks.map((cook) => fromLonLat([...cook.geometry.coordinates]) as [number, number]),
        });
      }
      setButtons(next);
    };
    let moving = false;
    let stale = false;
    clusterSource.on('change', () => {
      stale = true;
    });
    map.on('postrender', () => {
      if (stale && !moving) {
        stale = false;
        refreshButtons();
      }
    });
    map.on('movestart', () => {
      moving = true;
    });
    map.on('moveend', () => {
      moving = false;
      stale = false;
      refreshButtons();
      const centre = view.getCenter();
      const size = map.getSize();
      if (!centre || !size) return;
      const centreLonLat = toLonLat(centre) as [number, number];
      const corner = toLonLat(getTopRight(view.calculateExtent(size))) as [number, number];
      const currentZoom = view.getZoom() ?? MAP_DEFAULT_ZOOM;
      setZoom(currentZoom);
      callbacks.current.onCenterUpdate({ center: centreLonLat, zoom: currentZoom, radius: Math.round(distanceMetres(centreLonLat, corner)) });
    });
    refreshButtonsRef.current = () => {
      stale = true;
      map.render();
    };
    zoomToClusterRef.current = zoomToCluster;

    return () => {
      map.setTarget(undefined);
      map.dispose();
      cooksSourceRef.current = null;
      clusterLayerRef.current = null;
    };
    // Made once: the first centre and the tile source are read when the map is created.
  }, []);

  useEffect(() => {
    const source = cooksSourceRef.current;
    if (!source) return;
    const features = markers.map((marker) => {
      const feature = new Feature({ geometry: new Point(fromLonLat([...marker.lonLat])), cook: marker.cook });
      feature.setId(marker.id);
      return feature;
    });
    source.clear(true);
    source.addFeatures(features);
    refreshButtonsRef.current();
  }, [markers]);

  useEffect(() => {
    selectedRef.current = selectedId;
    clusterLayerRef.current?.changed();
    refreshButtonsRef.current();
  }, [selectedId]);

  const activate = (button: MarkerButton, element: HTMLElement) => {
    if (button.look.kind === 'cook' && button.cooks[0]) {
      onSelectCook(button.cooks[0], element);
      return;
    }
    // The button goes away with the zoom: the map itself keeps the keyboard.
    targetRef.current?.focus();
    zoomToClusterRef.current(button.coordinates);
  };

  return (
    <div className={styles.root} data-zoom={zoom.toFixed(2)}>
      <div ref={targetRef} className={styles.map} role="region" aria-label={label} tabIndex={0} />
      <ul className={styles.markers} aria-label="Повара на карте">
        {buttons.map((button) => (
          <li key={button.key}>
            <button
              type="button"
              className={styles.marker}
              style={{ left: button.x - button.size / 2, top: button.y - button.size / 2, width: button.size, height: button.size }}
              aria-label={button.name}
              aria-pressed={button.look.kind === 'cook' ? button.look.selected : undefined}
              data-count={button.cooks.length}
              onClick={(event) => activate(button, event.currentTarget)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
