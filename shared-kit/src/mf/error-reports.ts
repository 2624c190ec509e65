// Where a remote's render errors go: the shell sets the reporter once (its Sentry, when configured);
// every remote's error boundary hands its errors here with the remote's name and release. Lives in
// the shared kit, a singleton on the page, so the shell's reporter is the one every remote sees.
import type { RemoteName } from '../routes';

export interface RemoteErrorReport {
  remote: RemoteName;
  /** The remote's own build ('mf-catalog@0.1.0'), which may differ from the shell's. */
  release: string | undefined;
  error: unknown;
  /** React's component stack of the crash, when it has one. */
  componentStack?: string;
}

export type RemoteErrorReporter = (report: RemoteErrorReport) => void;

let reporter: RemoteErrorReporter | null = null;

/** The shell's reporter; null stops reporting (tests). */
export function setRemoteErrorReporter(next: RemoteErrorReporter | null): void {
  reporter = next;
}

export function reportRemoteError(report: RemoteErrorReport): void {
  reporter?.(report);
}
