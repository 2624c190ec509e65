// The cooks map page (COOKS_MAP): the region's active cooks on a map that fills
// the page below the header, starting at the delivery address when it has coordinates, a card
// for the cook picked, and the map's loading states (map-status.ts).
// Its own chunk, and OpenLayers another one, so no other page carries map code (a page loads only the code it shows).
import { lazy, Suspense, useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import {
  isApiError,
  readTileSource,
  useDeliveryLocation,
  useRegion,
  screenStyles,
  type DeliveryLocation,
  type LonLat,
  type MapCookPoint,
  type MapCooks,
  type RoutePage,
} from '@povar/shared-kit';
import { mapSummary } from './cluster-style';
import { MapCookCard } from './MapCookCard';
import { toCookMarkers } from './map-points';
import { initialMapRequest, nextMapRequest, type LoadedCooks, type MapRequest, type MapViewState } from './map-request';
import { nextMapStatus, statusEventOf } from './map-status';
import { useMapCooks } from './use-map-cooks';
import styles from './CooksMapPage.module.css';

const loadCooksMap = () => import(/* webpackChunkName: "cooks-map-ol" */ './CooksMap');
const CooksMap = lazy(() => loadCooksMap().then((module) => ({ default: module.CooksMap })));

export const CooksMapPage: RoutePage = ({ match }) => {
  const regionName = useRegion((state) => state.region?.name ?? null);
  const location = useDeliveryLocation();
  // Another region or another address is another map, starting at the new place.
  const place = [location.cityId, location.lon, location.lat].join(',');
  return <CooksMapScreen key={place} location={location} regionSlug={match.region} regionName={regionName} />;
};

/** What went wrong, in words a visitor understands. */
export function mapErrorText(error: unknown): string {
  if (isApiError(error) && error.status === 0)
    return 'Нет связи с сервером: поваров на карте не видно. Проверьте подключение к интернету и попробуйте ещё раз.';
  return 'Не удалось загрузить поваров на карте. Попробуйте ещё раз через минуту.';
}

interface Selection {
  cook: MapCookPoint;
  opener: HTMLElement | null;
}

export interface CooksMapScreenProps {
  location: DeliveryLocation;
  regionSlug: string | null;
  regionName: string | null;
  /** 'center-update' (the new centre after a pan or zoom), for whoever embeds the map; the page itself loads the cooks there. */
  onCenterUpdate?: (view: MapViewState) => void;
}

export function CooksMapScreen({ location, regionSlug, regionName, onCenterUpdate }: CooksMapScreenProps) {
  // OpenLayers downloads while the first answer is on its way; a failure shows when the map renders.
  useEffect(() => {
    loadCooksMap().catch(() => undefined);
  }, []);
  const [request, setRequest] = useState<MapRequest>(() => initialMapRequest(location));
  const requestRef = useRef(request);
  requestRef.current = request;
  const query = useMapCooks(request);
  const [status, dispatch] = useReducer(nextMapStatus, 'pending');
  // Fetches the page starts itself say so at once: a quick answer may settle between two renders.
  const event = statusEventOf(query);
  useEffect(() => {
    if (event) dispatch(event);
  }, [event, query.dataUpdatedAt, query.errorUpdatedAt]);

  // The last real answer stays on the map through later loads and failures.
  const loadedRef = useRef<LoadedCooks & { cooks: MapCooks }>(undefined);
  if (query.data && !query.isPlaceholderData && loadedRef.current?.cooks !== query.data) {
    loadedRef.current = { request, answer: query.data, cooks: query.data };
  }
  const loaded = loadedRef.current?.cooks;
  // The first answer is measured from the address or the region's centre: the map starts there.
  const initialCenterRef = useRef<LonLat | null>(null);
  if (!initialCenterRef.current && loaded) initialCenterRef.current = loaded.center;
  const initialCenter = initialCenterRef.current;

  const markers = useMemo(() => toCookMarkers(loaded?.points ?? []), [loaded]);
  const tiles = useMemo(() => readTileSource(), []);
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  const [selection, setSelection] = useState<Selection | null>(null);
  const pageRef = useRef<HTMLElement>(null);

  const reportCenter = useRef(onCenterUpdate);
  reportCenter.current = onCenterUpdate;
  const handleCenterUpdate = useCallback((view: MapViewState) => {
    reportCenter.current?.(view);
    const next = nextMapRequest(requestRef.current, loadedRef.current, view);
    if (next === requestRef.current) return;
    requestRef.current = next;
    dispatch('request');
    setRequest(next);
  }, []);
  const handleSelectCook = useCallback((cook: MapCookPoint, opener: HTMLElement | null) => setSelection({ cook, opener }), []);
  const closeCard = () => {
    const opener = selection?.opener;
    setSelection(null);
    const fallback = pageRef.current?.querySelector<HTMLElement>('[role="region"]');
    (opener?.isConnected ? opener : fallback)?.focus();
  };
  const retry = () => {
    dispatch('request');
    void query.refetch();
  };

  const label = regionName ? `Карта поваров, ${regionName}` : 'Карта поваров';
  const skeleton = (
    <div className={styles.skeleton} role="status" aria-busy="true">
      Загружаем карту…
    </div>
  );
  const failure = status === 'error' ? mapErrorText(query.error) : null;

  return (
    <section ref={pageRef} className={styles.page} aria-labelledby="cooks-map-title" data-status={status}>
      <h1 id="cooks-map-title" className={styles.srOnly}>
        {regionName ? `Повара на карте, ${regionName}` : 'Повара на карте'}
      </h1>
      {initialCenter ? (
        <Suspense fallback={skeleton}>
          <CooksMap
            initialCenter={initialCenter}
            markers={markers}
            selectedId={selection?.cook.id ?? null}
            tiles={tiles}
            label={label}
            onCenterUpdate={handleCenterUpdate}
            onSelectCook={handleSelectCook}
            onTilesUnavailable={() => setTilesUnavailable(true)}
          />
        </Suspense>
      ) : failure ? null : (
        skeleton
      )}
      {initialCenter && (
        <p className={styles.summary} role="status">
          {status === 'loading' ? 'Загружаем поваров…' : mapSummary(markers.length)}
          {tilesUnavailable && <span className={styles.note}> Подложка карты не загрузилась, повара показаны без неё.</span>}
        </p>
      )}
      {failure && (
        <div className={initialCenter ? styles.errorBar : styles.errorScreen} role="alert">
          <p>{failure}</p>
          <button type="button" className={screenStyles.secondary} onClick={retry} disabled={query.isFetching}>
            {query.isFetching ? 'Загружаем…' : 'Попробовать снова'}
          </button>
        </div>
      )}
      {selection && <MapCookCard cook={selection.cook} region={regionSlug} onClose={closeCard} />}
    </section>
  );
}
