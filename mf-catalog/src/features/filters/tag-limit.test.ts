import { moreTagsLabel, visibleTags } from './tag-limit';

const tags = (totals: number[]) => totals.map((total, index) => ({ slug: `t${index}`, total }));

describe('visibleTags', () => {
  it('offers only items with results', () => {
    expect(visibleTags(tags([3, 0, 5, 0])).shown.map((tag) => tag.slug)).toEqual(['t0', 't2']);
  });

  it('shows all when there are 10 or fewer', () => {
    expect(visibleTags(tags(Array(10).fill(1)))).toMatchObject({ hidden: 0 });
    expect(visibleTags(tags(Array(10).fill(1))).shown).toHaveLength(10);
  });

  it("shows the first 9 and counts the rest behind 'Еще N...'", () => {
    const result = visibleTags(tags(Array(14).fill(2)));
    expect(result.shown.map((tag) => tag.slug)).toEqual(['t0', 't1', 't2', 't3', 't4', 't5', 't6', 't7', 't8']);
    expect(result.hidden).toBe(5);
    expect(moreTagsLabel(result.hidden)).toBe('Еще 5...');
  });

  it('counts hidden items among those with results only, and shows all once expanded', () => {
    const items = tags([...Array(12).fill(1), 0, 0]);
    expect(visibleTags(items).hidden).toBe(3);
    expect(visibleTags(items, true)).toEqual({ shown: items.slice(0, 12), hidden: 0 });
  });
});
