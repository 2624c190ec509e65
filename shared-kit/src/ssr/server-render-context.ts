// What a page rendered on the server knows that the browser's stores would otherwise tell it:
// the address it is rendered for, its region, and the QueryClient holding the data fetched for it.
// Absent in the browser, where the stores (seeded from the first HTML) answer instead.
import { createContext, useContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ViewportName } from '../config/viewport';
import type { Region } from '../stores/region';

export interface ServerRender {
  /** Path and query of the page being rendered. */
  location: string;
  region: Region | null;
  mainCities: Region[];
  queryClient: QueryClient;
  /** The visitor's breakpoint from their 'viewport' cookie; null on a first visit. */
  viewport?: ViewportName | null;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The server render in progress, or null in the browser. */
export const useServerRender = (): ServerRender | null => useContext(ServerRenderContext);
