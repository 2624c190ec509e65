// The catalogue's search box once the visitor reaches for it: a combobox (downshift) suggesting
// dishes and cooks as the visitor types. Enter or the button without a chosen suggestion hands
// the text to the page (onSubmit); a dish opens its product-detail popup, a cook their page.
// SearchBox draws the plain form first and loads this module on the first sign of intent.
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { Search } from 'lucide-react';
import { Spinner, useNavigate } from '@povar/shared-kit';
import { Picture, buildPath, formatCount, formatPrice, useDeliveryLocation, useRegion, useRouteMatch, type CookCard, type DishCard } from '@povar/shared-kit';
import { useOpenDishPopup } from '../dish/dish-popup-url';
import { SEARCH_MAX_LENGTH } from './search-bounds';
import { useCatalogSearch } from './use-catalog-search';
import { SearchFieldButtons } from './SearchFieldButtons';
import styles from './SearchBox.module.css';

export interface SearchComboboxProps {
  /** The text in the box, kept by SearchBox so nothing typed while this module loaded is lost. */
  text: string;
  onTextChange(text: string): void;
  /** Enter or the search button with no suggestion chosen: the trimmed text ('' when cleared). */
  onSubmit(text: string): void;
  placeholder: string;
  /** The plain box had the focus: this one takes it over, caret at the end. */
  takeFocus: boolean;
  /** The visitor typed before this module arrived: suggest at once. */
  openAtStart: boolean;
}

export type Suggestion = { kind: 'dish'; dish: DishCard } | { kind: 'cook'; cook: CookCard };

const DISH_FORMS = ['блюдо', 'блюда', 'блюд'] as const;
const COOK_FORMS = ['повар', 'повара', 'поваров'] as const;

const suggestionName = (item: Suggestion | null) => (item ? (item.kind === 'dish' ? item.dish.name : item.cook.name) : '');
const suggestionKey = (item: Suggestion | null) => (item ? `${item.kind}-${item.kind === 'dish' ? item.dish.id : item.cook.id}` : null);

/**
 * Choosing a suggestion leaves the typed text alone; leaving the box never chooses one. The
 * selection is held at null (so the same suggestion can be chosen twice), and downshift would
 * otherwise write that null's empty name into the box after a choice.
 */
function keepTextReducer(state: UseComboboxState<Suggestion>, { type, changes }: UseComboboxStateChangeOptions<Suggestion>) {
  switch (type) {
    case useCombobox.stateChangeTypes.InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case useCombobox.stateChangeTypes.ItemClick:
    case useCombobox.stateChangeTypes.InputKeyDownEnter:
    case useCombobox.stateChangeTypes.ControlledPropUpdatedSelectedItem:
      return { ...changes, inputValue: state.inputValue };
    default:
      return changes;
  }
}

export default function SearchCombobox({ text, onTextChange: setText, onSubmit, placeholder, takeFocus, openAtStart }: SearchComboboxProps) {
  /** The visitor wants suggestions (typed, clicked, pressed an arrow); they show once the text is long enough. */
  const [wantsOpen, setWantsOpen] = useState(openAtStart);
  const inputRef = useRef<HTMLInputElement>(null);
  const dishesLabelId = useId();
  const cooksLabelId = useId();
  // In the same task as the swap: from a later effect, keys that came in between went to the
  // page's body (the plain box had left, this one had no focus yet) and were lost.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!takeFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Once, when this box replaces the plain one.
  }, []);

  const storedRegionSlug = useRegion((state) => state.region?.slug ?? null);
  const regionSlug = useRouteMatch()?.region ?? storedRegionSlug;
  const deliveryLocation = useDeliveryLocation();
  const openDish = useOpenDishPopup();
  const navigate = useNavigate();
  const search = useCatalogSearch(text, { enabled: wantsOpen, location: deliveryLocation });
  const isOpen = wantsOpen && search.active;

  const dishes = search.data?.dishes ?? [];
  const cooks = search.data?.cooks ?? [];
  const items: Suggestion[] = [...dishes.map((dish) => ({ kind: 'dish' as const, dish })), ...cooks.map((cook) => ({ kind: 'cook' as const, cook }))];
  const nothingFound = search.current && !search.loading && search.data !== undefined && items.length === 0;

  const { getLabelProps, getInputProps, getMenuProps, getItemProps, highlightedIndex, closeMenu } = useCombobox<Suggestion>({
    items,
    itemToString: suggestionName,
    itemToKey: suggestionKey,
    inputValue: text,
    isOpen,
    selectedItem: null,
    onInputValueChange: ({ inputValue }) => setText(inputValue ?? ''),
    onIsOpenChange: ({ isOpen: open }) => setWantsOpen(Boolean(open)),
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      if (selectedItem.kind === 'dish') openDish(selectedItem.dish.id);
      // A history push: single-spa (the shell's) hands the cook's page to its remote.
      else void navigate(buildPath('COOK', { id: selectedItem.cook.id }, regionSlug));
    },
    stateReducer: keepTextReducer,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    closeMenu();
    onSubmit(text.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter with no suggestion highlighted submits the form: downshift would swallow it.
    if (event.key === 'Enter' && highlightedIndex < 0) {
      (event.nativeEvent as KeyboardEvent['nativeEvent'] & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    }
  };
  const clear = () => {
    setText('');
    closeMenu();
    inputRef.current?.focus();
  };

  const status = search.isError
    ? 'Не удалось загрузить подсказки. Попробуйте ещё раз.'
    : nothingFound
      ? 'Ничего не найдено'
      : search.loading && items.length === 0
        ? 'Ищем…'
        : '';
  const found =
    items.length > 0 && search.current && !search.loading
      ? `Найдено: ${[dishes.length > 0 && formatCount(dishes.length, DISH_FORMS), cooks.length > 0 && formatCount(cooks.length, COOK_FORMS)].filter(Boolean).join(' и ')}`
      : '';

  return (
    <form className={styles.box} role="search" onSubmit={submit}>
      <label {...getLabelProps()} className="visually-hidden">
        Поиск блюд и поваров
      </label>
      <div className={styles.field}>
        <Search className={styles.searchIcon} aria-hidden="true" size={18} />
        <input
          {...getInputProps({
            ref: inputRef,
            // Typed text is stored in the input's own change event: downshift reports it a render
            // later, and a controlled input re-rendered in between drops keys of a fast typist
            // (github.com/downshift-js/downshift/issues/1108).
            onChange: (event) => setText(event.currentTarget.value),
            onKeyDown,
            placeholder,
            maxLength: SEARCH_MAX_LENGTH,
            enterKeyHint: 'search',
            spellCheck: false,
          })}
          className={styles.input}
          type="text"
        />
        {search.loading && <Spinner className={styles.spinner} data-testid="search-progress" />}
        <SearchFieldButtons hasText={text !== ''} onClear={clear} />
      </div>
      <div className={styles.panel} hidden={!isOpen || (items.length === 0 && !status)}>
        <ul {...getMenuProps()} className={styles.menu}>
          {dishes.length > 0 && (
            <li role="presentation" className={styles.group}>
              <span id={dishesLabelId} className={styles.groupTitle}>
                Блюда
              </span>
              <ul role="group" aria-labelledby={dishesLabelId} className={styles.options}>
                {dishes.map((dish, index) => (
                  <li
                    key={dish.id}
                    className={`${styles.option} ${highlightedIndex === index ? styles.highlighted : ''}`}
                    {...getItemProps({ item: items[index]!, index })}
                  >
                    <Picture image={dish.image} alt="" kind="dish" className={styles.thumb} />
                    <span className={styles.optionText}>
                      <span className={styles.optionName}>{dish.name}</span>
                      <span className={styles.optionMeta}>{dish.cook.name}</span>
                    </span>
                    <span className={styles.optionPrice}>{formatPrice(dish.price)}</span>
                  </li>
                ))}
              </ul>
            </li>
          )}
          {cooks.length > 0 && (
            <li role="presentation" className={styles.group}>
              <span id={cooksLabelId} className={styles.groupTitle}>
                Повара
              </span>
              <ul role="group" aria-labelledby={cooksLabelId} className={styles.options}>
                {cooks.map((cook, offset) => {
                  const index = dishes.length + offset;
                  return (
                    <li
                      key={cook.id}
                      className={`${styles.option} ${highlightedIndex === index ? styles.highlighted : ''}`}
                      {...getItemProps({ item: items[index]!, index })}
                    >
                      <Picture image={cook.avatar} alt="" kind="cook" className={`${styles.thumb} ${styles.avatar}`} />
                      <span className={styles.optionText}>
                        <span className={styles.optionName}>{cook.name}</span>
                        {cook.speciality && <span className={styles.optionMeta}>{cook.speciality.title}</span>}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          )}
        </ul>
        {status && (
          <p className={styles.status} aria-hidden="true">
            {status}
          </p>
        )}
      </div>
      {/* Always in the page, so screen readers hear every change. */}
      <p className="visually-hidden" role="status">
        {isOpen ? status || found : ''}
      </p>
    </form>
  );
}
