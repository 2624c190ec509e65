// State only the shell's chrome owns: remotes that crashed on mount, and which shell popup or
// remote widget is open. Region, session and auth live in shared-kit because remotes read them too.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

export type ShellPopup = 'cities' | 'region-notify' | null;

interface ShellState {
  brokenRemotes: ReadonlySet<string>;
  popup: ShellPopup;
  /** A remote's widget popup the host shows (auth, address map…); banners wait while one is open. */
  widgetPopup: string | null;
  /** The first-run onboarding is on screen: region resolution waits until it closes. */
  onboardingShown: boolean;
  /** A newer front end the app-version manifest announced; the chrome offers to load it. */
  newAppVersion: string | null;
  markBroken: (remote: string) => void;
  openPopup: (popup: ShellPopup) => void;
}

export const shellStore = createStore<ShellState>()((set) => ({
  brokenRemotes: new Set(),
  popup: null,
  widgetPopup: null,
  onboardingShown: false,
  newAppVersion: null,
  markBroken: (remote) => set((state) => ({ brokenRemotes: new Set(state.brokenRemotes).add(remote) })),
  openPopup: (popup) => set({ popup }),
}));

export const useShellStore = <T>(select: (state: ShellState) => T) => useStore(shellStore, select);
