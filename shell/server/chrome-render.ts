// The chrome drawn on the server (header, the shell's screens, footer, tabs) by the shell's own
// Node build, shell/dist/server/chrome.cjs, which ships with the document server. Without that
// build, or when it throws or is slow, the chrome is drawn in the browser as before.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RenderRegion } from './remote-render.ts';
import type { ViewportName } from '@povar/shared-kit/viewport';

export interface ChromeMarkup {
  header: string;
  screen: string;
  footer: string;
  tabs: string;
}

interface ChromeModule {
  renderChrome(input: {
    url: string;
    region: RenderRegion | null;
    regionError: boolean;
    mainCities: RenderRegion[];
    pageNotFound: boolean;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    viewport: ViewportName | null;
  }): Promise<ChromeMarkup>;
}

export type ChromeInput = Omit<Parameters<ChromeModule['renderChrome']>[0], 'fetchApi'>;

export type RenderChrome = (input: ChromeInput) => Promise<ChromeMarkup | null>;

export function createChromeRenderer(
  app: FastifyInstance,
  {
    appsRoot,
    budgetMs,
    fetchApi,
    onFallback,
  }: {
    appsRoot: string;
    budgetMs: number;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    onFallback: (reason: 'error' | 'timeout', error: unknown) => void;
  },
): RenderChrome {
  const file = path.join(appsRoot, 'shell', 'dist', 'server', 'chrome.cjs');
  let chrome: ChromeModule | null = null;
  if (existsSync(file)) {
    try {
      chrome = createRequire(import.meta.url)(file) as ChromeModule;
    } catch (error) {
      app.log.warn({ err: error }, 'shell: the chrome is drawn in the browser (its server build failed to load)');
    }
  }
  return async (input) => {
    if (!chrome) return null;
    let timer: NodeJS.Timeout | undefined;
    const overBudget = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), budgetMs);
      timer.unref();
    });
    try {
      const result = await Promise.race([chrome.renderChrome({ ...input, fetchApi }), overBudget]);
      if (result === 'timeout') {
        onFallback('timeout', new Error(`over ${budgetMs} ms`));
        return null;
      }
      return result;
    } catch (error) {
      onFallback('error', error);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
