// The OpenLayers map under the address pin: tiles from the configured source (or none, as in
// tests), no markers of its own (the pin is drawn over the map's centre by the popup). It
// reports its centre whenever it comes to rest and flies to the points the popup asks for.
// Its own module (and chunk): OpenLayers loads only with the map, and tests stand in for it.
import { useEffect, useRef } from 'react';
import OlMap from 'ol/Map';
import View from 'ol/View';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { defaults as defaultControls } from 'ol/control/defaults';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { fromLonLat, toLonLat } from 'ol/proj';
import 'ol/ol.css';
import type { LonLat, TileSource } from '@povar/shared-kit';
import styles from './AddressMap.module.css';

/** A flight the popup asks for; a new object each time, so the same point can be asked twice. */
export interface MapMove {
  center: LonLat;
  zoom: number;
}

export interface AddressMapProps {
  initialCenter: LonLat;
  initialZoom: number;
  tiles: TileSource | null;
  /** The map's accessible name. */
  label: string;
  moveTo: MapMove | null;
  /** The centre, [lon, lat], each time the map stops moving (also once after it first draws). */
  onCenterChange: (center: LonLat) => void;
}

const MAX_ZOOM = 19;
const MIN_ZOOM = 4;
const FLIGHT_MS = 500;

export function AddressMap({ initialCenter, initialZoom, tiles, label, moveTo, onCenterChange }: AddressMapProps) {
  const targetRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<View | null>(null);
  const onCenterChangeRef = useRef(onCenterChange);
  onCenterChangeRef.current = onCenterChange;

  // The map lives as long as the component; the first centre and the tiles are read once.
  useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    const view = new View({ center: fromLonLat([...initialCenter]), zoom: initialZoom, maxZoom: MAX_ZOOM, minZoom: MIN_ZOOM });
    const map = new OlMap({
      target,
      layers: tiles ? [new TileLayer({ source: new XYZ({ url: tiles.url, attributions: tiles.attribution || undefined, maxZoom: MAX_ZOOM }) })] : [],
      view,
      controls: defaultControls({
        rotate: false,
        zoomOptions: { zoomInTipLabel: 'Приблизить', zoomOutTipLabel: 'Отдалить' },
        attributionOptions: { collapsible: false, tipLabel: 'Источники карты' },
      }),
      interactions: defaultInteractions({ altShiftDragRotate: false, pinchRotate: false }),
    });
    map.on('moveend', () => {
      const centre = view.getCenter();
      if (centre) onCenterChangeRef.current(toLonLat(centre) as unknown as LonLat);
    });
    viewRef.current = view;
    return () => {
      viewRef.current = null;
      map.setTarget(undefined);
      map.dispose();
    };
    // Made once, see above.
  }, []);

  useEffect(() => {
    const view = viewRef.current;
    if (!view || !moveTo) return;
    view.cancelAnimations();
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    view.animate({ center: fromLonLat([...moveTo.center]), zoom: moveTo.zoom, duration: still ? 0 : FLIGHT_MS });
  }, [moveTo]);

  return <div ref={targetRef} className={styles.map} role="region" aria-label={label} tabIndex={0} />;
}
