import { POPUP_OWNERS } from '@povar/shared-kit';
import { widgets } from './widgets';

describe("mf-cook's widgets", () => {
  it('gives the popup host a parcel for every popup the kit says this remote owns', () => {
    const owned = Object.entries(POPUP_OWNERS)
      .filter(([, owner]) => owner === 'mf-cook')
      .map(([popup]) => popup);
    expect(Object.keys(widgets).sort()).toEqual(owned.sort());
    expect(owned).toEqual(['cook-review']);
    for (const parcel of Object.values(widgets)) {
      expect(parcel).toEqual(expect.objectContaining({ bootstrap: expect.any(Function), mount: expect.any(Function), unmount: expect.any(Function) }));
    }
  });
});
