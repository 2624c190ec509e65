// Reaching for the search box in a component test: a click on the plain box, then the
// suggesting combobox that replaces it, focused. (user-event drops a key when the box is swapped
// between its keydown and its input; a browser never swaps inside one key's events.)
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export const searchInput = () => screen.getByRole('combobox', { name: 'Поиск блюд и поваров' });

export async function reachForSearch(): Promise<HTMLElement> {
  const plain = searchInput();
  await userEvent.click(plain);
  await waitFor(() => expect(searchInput()).not.toBe(plain));
  expect(searchInput()).toHaveFocus();
  return searchInput();
}
