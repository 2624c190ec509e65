// The catalogue's search box. The first screen (and the server's HTML) gets a plain search
// form that already works: Enter or the button hands the text to the page. The suggesting
// combobox and its library load only when the visitor reaches for the box (a touch, the
// focus), so the home page and the listings do not pay for them up front. Keys typed before it
// arrives stay in the box, and the combobox takes over the focus.
import { useId, useLayoutEffect, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { SEARCH_MAX_LENGTH } from './search-bounds';
import type { SearchComboboxProps } from './SearchCombobox';
import { SearchFieldButtons } from './SearchFieldButtons';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  initialQuery?: string;
  /** Enter or the search button with no suggestion chosen: the trimmed text ('' when cleared). */
  onSubmit(text: string): void;
  placeholder?: string;
}

export function SearchBox({ initialQuery = '', onSubmit, placeholder = 'Найти блюдо или повара' }: SearchBoxProps) {
  const [text, setText] = useState(initialQuery);
  // Not React.lazy: a suspending swap would remount the plain form under the visitor's finger.
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  const loading = useRef(false);
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(false);
  // What this box last handed to the page: the query that comes back for it is no news.
  const [submitted, setSubmitted] = useState<string | null>(null);
  // The page's own query changed (a link, Back): show it. Adjusted while rendering, so no
  // frame shows the old text. The echo of our own submit is not shown: the page renders it in
  // a transition, and keys typed after Enter would be written over.
  const [shownQuery, setShownQuery] = useState(initialQuery);
  if (shownQuery !== initialQuery) {
    setShownQuery(initialQuery);
    setSubmitted(null);
    if (initialQuery !== submitted) setText(initialQuery);
  }
  const submit = (value: string) => {
    setSubmitted(value);
    onSubmit(value);
  };

  const loadSuggestions = () => {
    if (loading.current) return;
    loading.current = true;
    import('./SearchCombobox').then(
      (module) => setCombobox(() => module.default),
      // Offline or a failed deploy: the plain form keeps working; the next intent tries again.
      () => {
        loading.current = false;
      },
    );
  };

  if (Combobox) {
    return <Combobox text={text} onTextChange={setText} onSubmit={submit} placeholder={placeholder} takeFocus={focused} openAtStart={typed} />;
  }
  return (
    <PlainSearchForm
      text={text}
      placeholder={placeholder}
      onText={(value) => {
        setText(value);
        setTyped(true);
      }}
      onSubmit={submit}
      onIntent={loadSuggestions}
      onFocusChange={(hasFocus) => {
        setFocused(hasFocus);
        if (hasFocus) loadSuggestions();
      }}
    />
  );
}

interface PlainSearchFormProps {
  text: string;
  placeholder: string;
  onText(text: string): void;
  onSubmit(text: string): void;
  onIntent(): void;
  onFocusChange(focused: boolean): void;
}

/** The same box without suggestions: the combobox's look, announced as a combobox it is about to become. */
function PlainSearchForm({ text, placeholder, onText, onSubmit, onIntent, onFocusChange }: PlainSearchFormProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // Keys typed into the server's HTML before this code ran are in the DOM only, and the focus
  // may have come before React listened. Take both before a render writes the old text back.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== text) onText(input.value);
    if (document.activeElement === input) onFocusChange(true);
    // Once, on the first render in the browser (the hydration of the server's box).
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  const clear = () => {
    onText('');
    inputRef.current?.focus();
  };
  return (
    <form className={styles.box} role="search" onSubmit={submit} onTouchStart={onIntent}>
      <label htmlFor={inputId} className="visually-hidden">
        Поиск блюд и поваров
      </label>
      <div className={styles.field}>
        <Search className={styles.searchIcon} aria-hidden="true" size={18} />
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="text"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          onFocus={() => onFocusChange(true)}
          onBlur={() => onFocusChange(false)}
          placeholder={placeholder}
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          spellCheck={false}
        />
        <SearchFieldButtons hasText={text !== ''} onClear={clear} />
      </div>
    </form>
  );
}
