import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SortField, SortOption, SortOrder } from '@povar/shared-kit';
import { SortSelector } from './SortSelector';

const OPTIONS: SortOption[] = [
  { field: 'distance', order: 'asc', name: 'Ближе', disabled: true, tooltip: 'Укажите адрес, чтобы сортировать по расстоянию' },
  { field: 'price', order: 'asc', name: 'Дешевле', disabled: false, tooltip: 'Сначала недорогие' },
  { field: 'price', order: 'desc', name: 'Дороже', disabled: false, tooltip: 'Сначала дорогие' },
  { field: 'rating', order: 'desc', name: 'По рейтингу', disabled: false, tooltip: 'Сначала с высоким рейтингом' },
];

function setup(current: { field: SortField; order: SortOrder } = { field: 'rating', order: 'desc' }) {
  const onChange = jest.fn();
  const onRequestAddress = jest.fn();
  render(<SortSelector options={OPTIONS} current={current} onChange={onChange} onRequestAddress={onRequestAddress} />);
  const group = screen.getByRole('group', { name: 'Сортировка' });
  return { onChange, onRequestAddress, group };
}

describe('SortSelector', () => {
  it('shows every option with its arrow and tooltip, the current one pressed', () => {
    const { group } = setup();
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Ближепо возрастанию',
      'Дешевлепо возрастанию',
      'Дорожепо убыванию',
      'По рейтингупо убыванию',
    ]);
    expect(within(group).getByRole('button', { name: /Дешевле/ })).toHaveAccessibleDescription('Сначала недорогие');
    expect(within(group).getByRole('button', { name: /По рейтингу/ })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: /Дешевле/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('changes the sort when an option is chosen', async () => {
    const { group, onChange, onRequestAddress } = setup();
    await userEvent.click(within(group).getByRole('button', { name: /Дороже/ }));
    expect(onChange).toHaveBeenCalledWith({ field: 'price', order: 'desc' });
    expect(onRequestAddress).not.toHaveBeenCalled();
  });

  it('asks for the address instead of sorting by distance without one', async () => {
    const { group, onChange, onRequestAddress } = setup();
    const distance = within(group).getByRole('button', { name: /Ближе/ });
    expect(distance).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(distance);
    expect(onRequestAddress).toHaveBeenCalledTimes(1);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens as a popup from one button (small screens) and closes on choosing', async () => {
    const { onChange } = setup({ field: 'price', order: 'asc' });
    await userEvent.click(screen.getByRole('button', { name: 'Сортировка: Дешевле' }));
    const dialog = screen.getByRole('dialog', { name: 'Сортировка' });
    await userEvent.click(within(dialog).getByRole('button', { name: /По рейтингу/ }));
    expect(onChange).toHaveBeenCalledWith({ field: 'rating', order: 'desc' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("closes the popup with 'Закрыть'", async () => {
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Сортировка: По рейтингу' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reverses the order when the current option is chosen again', async () => {
    const { onChange, group } = setup({ field: 'price', order: 'asc' });
    await userEvent.click(within(group).getByRole('button', { name: /Дешевле/ }));
    expect(onChange).toHaveBeenCalledWith({ field: 'price', order: 'desc' });
  });
});
