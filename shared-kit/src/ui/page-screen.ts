// Which full-page state stands in a page's place: the not-found screen or the error screen a
// remote draws when the page's subject is missing or its data failed. The chrome reads it to
// leave out what belongs to a real page (the 'Вопросы и ответы' block) under such a screen.
import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type PageScreenKind = 'not-found' | 'error';

export interface ShownPageScreen {
  kind: PageScreenKind;
  /** The path it was drawn for: a screen left over from the previous page never counts. */
  path: string;
}

const pageScreenStore = createStore<{ shown: ShownPageScreen | null }>()(() => ({ shown: null }));

/** Marks `kind` as the page's screen while the calling component is mounted (browser only). */
export function useMarkPageScreen(kind: PageScreenKind, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const own: ShownPageScreen = { kind, path: window.location.pathname };
    pageScreenStore.setState({ shown: own });
    return () => {
      if (pageScreenStore.getState().shown === own) pageScreenStore.setState({ shown: null });
    };
  }, [kind, enabled]);
}

/** The screen shown in place of the page at `path`, or null when the page itself shows. */
export function usePageScreen(path: string): PageScreenKind | null {
  return useStore(pageScreenStore, (state) => (state.shown?.path === path ? state.shown.kind : null));
}

export const getShownPageScreen = () => pageScreenStore.getState().shown;
