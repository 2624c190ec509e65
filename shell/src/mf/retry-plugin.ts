// MF runtime plugin: a manifest or remote entry that fails for a transient reason (network
// error, 5xx) is fetched again with a short backoff; a 404 is final and goes to the fallback.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;
const BACKOFF_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function fetchWithRetry(url: string, init: RequestInit, attempts = ATTEMPTS, backoffMs = BACKOFF_MS): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, init);
      if (response.status < 500 || attempt === attempts) return response;
      lastError = new Error(`${url}: ${response.status}`);
    } catch (error) {
      lastError = error;
      if (attempt === attempts) break;
    }
    await wait(backoffMs * attempt);
  }
  throw lastError;
}

export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'povar-retry',
    fetch(url, init) {
      return fetchWithRetry(url, init);
    },
  };
}
