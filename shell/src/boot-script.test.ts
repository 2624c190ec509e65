import { adoptBootScript, BOOT_SCRIPT_ID } from './boot-script';

function bootScript(text: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  const script = doc.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_SCRIPT_ID;
  script.textContent = text;
  doc.body.appendChild(script);
  return doc;
}

describe('adoptBootScript', () => {
  afterEach(() => {
    delete window.__POVAR_BOOT__;
    delete window.__POVAR_CONFIG__;
  });

  it('hands the JSON of the first HTML to the shell and the kit', () => {
    adoptBootScript(bootScript(JSON.stringify({ config: { apiBase: '/api', environment: 'production' }, boot: { regionError: true } })));
    expect(window.__POVAR_CONFIG__).toEqual({ apiBase: '/api', environment: 'production' });
    expect(window.__POVAR_BOOT__).toEqual({ regionError: true });
  });

  it('leaves the defaults when the script is missing or broken', () => {
    adoptBootScript(bootScript('{ not json'));
    adoptBootScript(document.implementation.createHTMLDocument(''));
    expect(window.__POVAR_BOOT__).toBeUndefined();
    expect(window.__POVAR_CONFIG__).toBeUndefined();
  });
});
