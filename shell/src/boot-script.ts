// The first HTML carries the run-time configuration and the boot data as JSON, never as a script
// that runs (the Content-Security-Policy allows no inline script). Read before anything else, into
// the globals the shell and the kit read them from.
export const BOOT_SCRIPT_ID = 'povar-boot';

export function adoptBootScript(doc: Document = document): void {
  const element = doc.getElementById(BOOT_SCRIPT_ID);
  if (!element) return;
  try {
    const { config, boot } = JSON.parse(element.textContent ?? '') as { config?: Window['__POVAR_CONFIG__']; boot?: Window['__POVAR_BOOT__'] };
    if (config) window.__POVAR_CONFIG__ = config;
    if (boot) window.__POVAR_BOOT__ = boot;
  } catch {
    // A broken boot script leaves the defaults: the guest's default region, remotes from the build.
  }
}
