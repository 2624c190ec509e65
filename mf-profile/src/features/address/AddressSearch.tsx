// 'Улица и дом': a combobox (downshift) over the geo suggestions. Streets and whole addresses
// first; choosing a street keeps it in the field ('…, ') and the field asks for the house next,
// among that street's houses. Choosing a house hands it to the popup (the map flies there).
// Editing the street part of the text lets the street go.
import { useId, useRef, useState } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Building2, MapPinned, X } from 'lucide-react';
import { Spinner, type GeoAddress } from '@povar/shared-kit';
import { suggestionKind } from './address-geo';
import { ADDRESS_QUERY_MAX_LENGTH, useAddressSuggestions, type SuggestionQuery } from './use-address-suggestions';
import styles from './AddressSearch.module.css';

const SEARCH_LABEL = 'Улица и дом';

export interface AddressSearchProps {
  /** The region's city, where streets are looked for; null while unknown. */
  cityFiasId: string | null;
  onPickHouse: (address: GeoAddress) => void;
}

const streetPrefix = (street: GeoAddress) => `${street.value}, `;
/** What the field holds after a choice: a street waits for its house, a house is the address. */
const textAfterChoosing = (item: GeoAddress | null) => (!item ? '' : suggestionKind(item) === 'street' ? streetPrefix(item) : item.value);
const itemKey = (item: GeoAddress | null) => (item ? (item.data.fias_id ?? item.value) : null);

/**
 * Leaving the field never chooses; the held-at-null selection must not empty the field; a
 * chosen street keeps the list open for its houses.
 */
function searchReducer(state: UseComboboxState<GeoAddress>, { type, changes }: UseComboboxStateChangeOptions<GeoAddress>) {
  switch (type) {
    case useCombobox.stateChangeTypes.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem:
      return { ...changes, inputValue: state.inputValue };
    case useCombobox.stateChangeTypes.ItemClick:
    case useCombobox.stateChangeTypes.InputKeyDownEnter:
      return changes.selectedItem && suggestionKind(changes.selectedItem) === 'street' ? { ...changes, isOpen: true, highlightedIndex: -1 } : changes;
    default:
      return changes;
  }
}

export function AddressSearch({ cityFiasId, onPickHouse }: AddressSearchProps) {
  const [text, setText] = useState('');
  const [street, setStreet] = useState<GeoAddress | null>(null);
  const [wantsOpen, setWantsOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const houseText = street && text.startsWith(streetPrefix(street)) ? text.slice(streetPrefix(street).length).trim() : null;
  const streetFiasId = street?.data.street_fias_id ?? null;
  const query: SuggestionQuery =
    houseText !== null && streetFiasId ? { kind: 'house', text: houseText, streetFiasId } : { kind: 'street', text: text.trim(), cityFiasId };
  const suggestions = useAddressSuggestions(query, { enabled: wantsOpen });
  const { items } = suggestions;
  const askingForHouse = query.kind === 'house';

  const status = suggestions.isError
    ? 'Не удалось загрузить подсказки. Попробуйте ещё раз.'
    : askingForHouse && !suggestions.active
      ? 'Введите номер дома'
      : suggestions.active && suggestions.current && !suggestions.loading && items.length === 0
        ? askingForHouse
          ? 'Такого дома не нашли'
          : 'Ничего не нашли'
        : suggestions.loading && items.length === 0
          ? 'Ищем…'
          : '';
  const isOpen = wantsOpen && (items.length > 0 || status !== '');

  const changeText = (value: string) => {
    setText(value);
    // The street part was edited: look for streets again.
    if (street && !value.startsWith(streetPrefix(street))) setStreet(null);
  };

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex, closeMenu } = useCombobox<GeoAddress>({
    items,
    itemToString: textAfterChoosing,
    itemToKey: itemKey,
    inputValue: text,
    isOpen,
    selectedItem: null,
    onInputValueChange: ({ inputValue = '' }) => changeText(inputValue),
    onIsOpenChange: ({ isOpen: open }) => setWantsOpen(Boolean(open)),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if (suggestionKind(selectedItem) === 'street') {
        setStreet(selectedItem);
        setWantsOpen(true);
        inputRef.current?.focus();
        return;
      }
      setStreet(null);
      onPickHouse(selectedItem);
    },
    stateReducer: searchReducer,
  });

  const clear = () => {
    setText('');
    setStreet(null);
    closeMenu();
    inputRef.current?.focus();
  };

  return (
    <div className={styles.box}>
      <label {...getLabelProps()} className={styles.label}>
        {SEARCH_LABEL}
      </label>
      <div className={styles.field}>
        <input
          {...getInputProps({
            ref: inputRef,
            placeholder: 'Например, Республики 65',
            maxLength: ADDRESS_QUERY_MAX_LENGTH,
            spellCheck: false,
            autoComplete: 'off',
            'aria-describedby': askingForHouse ? hintId : undefined,
            // Typed text is stored in the input's own change event: downshift reports it a
            // render later, and a controlled input re-rendered in between drops keys of a fast
            // typist (github.com/downshift-js/downshift/issues/1108).
            onChange: (event) => changeText(event.currentTarget.value),
            onFocus: () => {
              if (text.trim() !== '') setWantsOpen(true);
            },
            onKeyDown: (event) => {
              // Escape closes the suggestions only; the popup's own Escape listener must not hear it.
              if (event.key === 'Escape' && isOpen) event.stopPropagation();
            },
          })}
          className={styles.input}
          type="text"
        />
        {suggestions.loading && <Spinner className={styles.spinner} />}
        {text && (
          <button type="button" className={styles.clear} aria-label="Очистить" title="Очистить" onClick={clear}>
            <X aria-hidden="true" size={18} />
          </button>
        )}
      </div>
      {askingForHouse && (
        <p id={hintId} className={styles.hint}>
          Улица выбрана, теперь номер дома
        </p>
      )}
      <div className={styles.panel} hidden={!isOpen}>
        <ul {...getMenuProps({ 'aria-label': askingForHouse ? 'Дома' : 'Улицы и адреса' })} className={styles.menu}>
          {isOpen &&
            items.map((item, index) => {
              const isStreet = suggestionKind(item) === 'street';
              const Icon = isStreet ? MapPinned : Building2;
              return (
                <li
                  key={itemKey(item)}
                  className={`${styles.option} ${highlightedIndex === index ? styles.highlighted : ''}`}
                  {...getItemProps({ item, index })}
                >
                  <Icon className={styles.optionIcon} aria-hidden="true" size={18} />
                  <span className={styles.optionText}>{item.value}</span>
                </li>
              );
            })}
        </ul>
        {status && (
          <p className={styles.status} aria-hidden="true">
            {status}
          </p>
        )}
      </div>
      {/* Always in the page, so screen readers hear every change. */}
      <p className="visually-hidden" role="status">
        {isOpen ? status || `Подсказок: ${items.length}` : ''}
      </p>
    </div>
  );
}
