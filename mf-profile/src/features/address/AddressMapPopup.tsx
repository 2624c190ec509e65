// The address map popup: a map with a pin at its centre
// that names the address under it, the street-then-house search, 'Моё местоположение', and
// 'Подтвердить адрес'. A signed-in user then gives the apartment and the rest ('Уточните адрес').
import { lazy, Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LocateFixed, MapPin } from 'lucide-react';
import {
  addressPoint,
  getAddressState,
  notifyError,
  notifySuccess,
  Popup,
  reachGoal,
  readTileSource,
  saveAddress,
  setGeoLocationCoords,
  useAuth,
  useRegion,
  DEFAULT_REGION_SLUG,
  GEOLOCATION_TIMEOUT_MS,
  type DeliveryAddress,
  type GeoAddress,
  type LonLat,
  type UserAddress,
} from '@povar/shared-kit';
import {
  ADDRESS_SAVED_TEXT,
  ADDRESS_ZOOM,
  CITY_ZOOM,
  CONFIRM_ADDRESS_GOAL,
  confirmable,
  FALLBACK_CENTER,
  GEOLOCATION_FAILED_TEXT,
  NO_ADDRESS_HERE_TEXT,
  NO_HOUSE_TEXT,
  NOT_SERVED_TEXT,
  PICKED_ZOOM,
  placeOf,
  samePoint,
  suggestionPoint,
} from './address-geo';
import { AddressDetailsForm } from './AddressDetailsForm';
import type { MapMove } from './AddressMap';
import { AddressSearch } from './AddressSearch';
import { mainCityQuery, useMainCity } from './use-region-city';
import { useReverseLookup, type Lookup } from './use-reverse-lookup';
import styles from './AddressMapPopup.module.css';
import { failureText, FieldError, formStyles, Spinner } from '@povar/shared-kit/forms';

const AddressMap = lazy(() => import(/* webpackChunkName: "address-map-ol" */ './AddressMap').then((module) => ({ default: module.AddressMap })));

export const MAP_TITLE = 'Адрес доставки';
export const NEW_ADDRESS_TITLE = 'Новый адрес';
const DETAILS_TITLE = 'Уточните адрес';
export const MAP_LABEL = 'Карта: передвиньте её, чтобы поставить метку на свой дом';

const isUserAddress = (address: DeliveryAddress): address is UserAddress => 'id' in address;

/** The props the kit's WidgetProps<'address-map'> gives. */
export function AddressMapPopup({ toFavourite = false, onClose }: { toFavourite?: boolean; onClose: () => void }) {
  const isAuth = useAuth((state) => state.isAuth);
  const [saved, setSaved] = useState<UserAddress | null>(null);
  // Only a signed-in user's list takes an address 'to favourite'; a guest's flag is ignored.
  const favourite = toFavourite && isAuth;

  const title = favourite ? NEW_ADDRESS_TITLE : MAP_TITLE;

  if (saved) {
    // The same popup, a step further: its name stays, the step has its own heading.
    return (
      <Popup title={title} onClose={onClose} sheetBelow="tablet">
        <h3 className={styles.stepTitle}>{DETAILS_TITLE}</h3>
        <AddressDetailsForm address={saved} leaveText="Пропустить" onLeave={onClose} onSaved={onClose} />
      </Popup>
    );
  }
  return (
    <MapStep
      title={title}
      toFavourite={favourite}
      onClose={onClose}
      onSaved={(address) => {
        if (isAuth && isUserAddress(address)) {
          setSaved(address);
          return;
        }
        notifySuccess(ADDRESS_SAVED_TEXT);
        onClose();
      }}
    />
  );
}

/** The address in use or the browser's position: the map starts close to it; otherwise at the region's city. */
function startNearTheVisitor(): MapMove | null {
  const { address, geoLocationCoords } = getAddressState();
  const near = addressPoint(address) ?? geoLocationCoords;
  return near ? { center: near, zoom: ADDRESS_ZOOM } : null;
}

const lookupText = (lookup: Lookup): string => {
  switch (lookup.status) {
    case 'waiting':
      return 'Определяем адрес…';
    case 'found':
      return lookup.address.value;
    case 'nothing':
      return NO_ADDRESS_HERE_TEXT;
    case 'failed':
      return 'Не удалось определить адрес — передвиньте карту ещё раз';
  }
};

function MapStep({
  title,
  toFavourite,
  onClose,
  onSaved,
}: {
  title: string;
  toFavourite: boolean;
  onClose: () => void;
  onSaved: (address: DeliveryAddress) => void;
}) {
  // Where the map starts, once known; later choices of a city only fly the map there.
  const [start, setStart] = useState(startNearTheVisitor);
  const [tiles] = useState(() => readTileSource());
  const queryClient = useQueryClient();
  const regionSlug = useRegion((state) => state.region?.slug ?? DEFAULT_REGION_SLUG);
  const mainCities = useRegion((state) => state.mainCities);
  const [citySlug, setCitySlug] = useState(regionSlug);
  const city = useMainCity(citySlug);
  const citySelectId = useId();
  const cityStart: MapMove | null = city.data
    ? { center: [city.data.lon, city.data.lat], zoom: CITY_ZOOM }
    : city.isError
      ? { center: FALLBACK_CENTER, zoom: CITY_ZOOM }
      : null;
  if (!start && cityStart) setStart(cityStart);
  const { lookup, locate, settle } = useReverseLookup();
  const [moveTo, setMoveTo] = useState<MapMove | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const chosen = lookup.status === 'found' ? lookup.address : null;

  const onCenterChange = (center: LonLat) => {
    // The map came to rest on the house just picked: it is the address already.
    if (chosen && samePoint(center, suggestionPoint(chosen))) return;
    setFailure(null);
    locate(center);
  };

  const pickHouse = (house: GeoAddress) => {
    setFailure(null);
    settle(house);
    const point = suggestionPoint(house);
    if (point) setMoveTo({ center: point, zoom: PICKED_ZOOM });
  };

  /** Another city: the search looks there, and the map flies to its centre. */
  const chooseCity = (slug: string) => {
    setCitySlug(slug);
    queryClient.fetchQuery(mainCityQuery(slug)).then(
      (chosenCity) => setMoveTo({ center: [chosenCity.lon, chosenCity.lat], zoom: CITY_ZOOM }),
      // The map stays where it is; the street search still works without the city.
      () => undefined,
    );
  };

  const confirm = async () => {
    if (!confirmable(chosen)) return;
    setFailure(null);
    setSaving(true);
    reachGoal(CONFIRM_ADDRESS_GOAL);
    try {
      const saved = await saveAddress(placeOf(chosen), { toFavourite });
      setSaving(false);
      if (saved) onSaved(saved);
    } catch (error) {
      setSaving(false);
      setFailure(failureText(error));
    }
  };

  const footer = (
    <div className={styles.footer}>
      {chosen && !chosen.mainCity && (
        <p className={formStyles.error} role="alert">
          {NOT_SERVED_TEXT}
        </p>
      )}
      {chosen?.mainCity && !chosen.data.house && <p className={formStyles.hint}>{NO_HOUSE_TEXT}</p>}
      <FieldError message={failure ?? undefined} />
      <button type="button" className={formStyles.submit} disabled={!confirmable(chosen) || saving} onClick={() => void confirm()}>
        {saving && <Spinner />}
        {saving ? 'Сохраняем…' : 'Подтвердить адрес'}
      </button>
    </div>
  );

  return (
    <Popup title={title} onClose={onClose} size="large" footer={footer}>
      <div className={styles.mapStep}>
        <div className={styles.searchRow}>
          {mainCities.length > 1 && (
            <div className={formStyles.field}>
              <label className={formStyles.label} htmlFor={citySelectId}>
                Город
              </label>
              <select id={citySelectId} className={formStyles.input} value={citySlug} onChange={(event) => chooseCity(event.target.value)}>
                {mainCities.map((served) => (
                  <option key={served.slug} value={served.slug}>
                    {served.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {/* A new city starts a new search. */}
          <AddressSearch key={citySlug} cityFiasId={city.data?.fiasId ?? null} onPickHouse={pickHouse} />
        </div>
        <p className={styles.found} role="status" data-status={lookup.status}>
          <MapPin className={styles.foundIcon} aria-hidden="true" size={18} />
          <span>{lookupText(lookup)}</span>
        </p>
        <div className={styles.mapFrame}>
          {start ? (
            <Suspense fallback={<MapLoading />}>
              <AddressMap
                initialCenter={start.center}
                initialZoom={start.zoom}
                tiles={tiles}
                label={MAP_LABEL}
                moveTo={moveTo}
                onCenterChange={onCenterChange}
              />
            </Suspense>
          ) : (
            <MapLoading />
          )}
          <span className={styles.pin} aria-hidden="true">
            <MapPin size={40} strokeWidth={2} />
          </span>
          <LocateMeButton onLocated={(point) => setMoveTo({ center: point, zoom: ADDRESS_ZOOM })} />
        </div>
      </div>
    </Popup>
  );
}

function MapLoading() {
  return (
    <p className={styles.mapLoading} aria-busy="true">
      <Spinner size={24} /> Загружаем карту…
    </p>
  );
}

/** 'Моё местоположение': the browser's position, kept in the address store; absent where there is no such API. */
function LocateMeButton({ onLocated }: { onLocated: (point: LonLat) => void }) {
  const [locating, setLocating] = useState(false);
  if (typeof navigator === 'undefined' || !navigator.geolocation) return null;
  const locateMe = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const point: LonLat = [coords.longitude, coords.latitude];
        setGeoLocationCoords(point);
        onLocated(point);
      },
      () => {
        setLocating(false);
        notifyError(GEOLOCATION_FAILED_TEXT);
      },
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };
  return (
    <button type="button" className={styles.locate} onClick={locateMe} disabled={locating}>
      {locating ? <Spinner /> : <LocateFixed aria-hidden="true" size={18} />}
      Моё местоположение
    </button>
  );
}
