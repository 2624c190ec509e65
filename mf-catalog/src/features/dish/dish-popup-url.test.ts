import { readDishParam, withDish, withoutDish } from './dish-popup-url';

describe('the popup in the URL', () => {
  it('reads the dish id, and nothing but an id', () => {
    expect(readDishParam('?sort=price&dish=15')).toBe(15);
    expect(readDishParam('')).toBeNull();
    expect(readDishParam('?dish=0')).toBeNull();
    expect(readDishParam('?dish=-3')).toBeNull();
    expect(readDishParam('?dish=1.5')).toBeNull();
    expect(readDishParam('?dish=12345678901')).toBeNull();
  });

  it('adds, replaces and removes the dish, keeping every other parameter as it was written', () => {
    expect(withDish('', 7)).toBe('?dish=7');
    expect(withDish('?q=борщ&categories=supy,salaty&sort=price', 7)).toBe('?q=борщ&categories=supy,salaty&sort=price&dish=7');
    expect(withDish('?dish=3&sort=price', 7)).toBe('?sort=price&dish=7');
    expect(withoutDish('?sort=price&dish=7&order=asc')).toBe('?sort=price&order=asc');
    expect(withoutDish('?dish=7')).toBe('');
  });
});
