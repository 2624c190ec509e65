import { OPEN_STREET_MAP, readTileSource, resetTileWarningForTests } from './map-tiles';

const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">';

describe('the tile source', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    resetTileWarningForTests();
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('is OpenStreetMap with its attribution when nothing is configured, with one warning', () => {
    expect(readTileSource({})).toEqual(OPEN_STREET_MAP);
    expect(readTileSource(undefined)).toEqual(OPEN_STREET_MAP);
    expect(OPEN_STREET_MAP.attribution).toContain('OpenStreetMap');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('mapTileUrl');
  });

  it('reads the page configuration by default', () => {
    window.__POVAR_CONFIG__ = { mapTileUrl: '/tiles/{z}/{x}/{y}.png' } as Window['__POVAR_CONFIG__'];
    try {
      expect(readTileSource()).toEqual({ url: '/tiles/{z}/{x}/{y}.png', attribution: '' });
    } finally {
      delete window.__POVAR_CONFIG__;
    }
  });

  it('takes a configured XYZ template and its attribution as text', () => {
    expect(readTileSource({ mapTileUrl: ' https://tiles.example/{z}/{x}/{y}.png ', mapTileAttribution: '© Тайлы <b>' })).toEqual({
      url: 'https://tiles.example/{z}/{x}/{y}.png',
      attribution: '© Тайлы &lt;b&gt;',
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("credits OpenStreetMap as '© участники OpenStreetMap', linked to its copyright page", () => {
    expect(OPEN_STREET_MAP.attribution).toBe(`© ${OSM_LINK}участники OpenStreetMap</a>`);
    // The server's setting for OpenStreetMap's tiles, older wording too: the name becomes the link, the rest stays text.
    const osm = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
    expect(readTileSource({ mapTileUrl: osm, mapTileAttribution: '© участники OpenStreetMap' })?.attribution).toBe(`© ${OSM_LINK}участники OpenStreetMap</a>`);
    expect(readTileSource({ mapTileUrl: osm, mapTileAttribution: '© OpenStreetMap <script>' })?.attribution).toBe(
      `© ${OSM_LINK}OpenStreetMap</a> &lt;script&gt;`,
    );
  });

  it("draws no tiles for 'none', quietly", () => {
    expect(readTileSource({ mapTileUrl: 'none' })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to OpenStreetMap with a warning for something that is no template', () => {
    expect(readTileSource({ mapTileUrl: 'javascript:alert(1)/{z}/{x}/{y}' })).toEqual(OPEN_STREET_MAP);
    expect(readTileSource({ mapTileUrl: 'https://tiles.example/tile.png' })).toEqual(OPEN_STREET_MAP);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
