import { formatDistance } from './distance';

describe('formatDistance', () => {
  it.each([
    [0, '0,0 км от вас'],
    [49, '0,0 км от вас'],
    [50, '0,1 км от вас'],
    [950, '1,0 км от вас'],
    [2300, '2,3 км от вас'],
    [2345, '2,3 км от вас'],
    [2350, '2,4 км от вас'],
    [15000, '15,0 км от вас'],
    [1234567, '1\u00A0234,6 км от вас'],
  ])('%p m → %p', (metres, expected) => {
    expect(formatDistance(metres)).toBe(expected);
  });

  it.each([[null], [undefined], [NaN], [-1], [Infinity]])('gives null for an unknown distance %p', (metres) => {
    expect(formatDistance(metres)).toBeNull();
  });
});
