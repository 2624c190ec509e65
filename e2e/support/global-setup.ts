// Before the journeys, once per run: the demo cook and the demo operator sign in (demo-cook.ts says why).
import type { FullConfig } from '@playwright/test';
import { signInSharedAccountsOnce } from './demo-cook';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('the journeys have no baseURL');
  await signInSharedAccountsOnce(baseURL);
}
