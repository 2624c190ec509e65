import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Slider } from './Slider';

const DISHES = ['Борщ', 'Пельмени', 'Сырники'];

function renderSlider(props: Partial<Parameters<typeof Slider<string>>[0]> = {}) {
  return render(<Slider items={DISHES} slideKey={(dish) => dish} renderSlide={(dish) => <p>{dish}</p>} label="Блюда повара" {...props} />);
}

describe('Slider (with its defaults)', () => {
  it('is a labelled carousel holding every slide', () => {
    renderSlider();
    const region = screen.getByRole('region', { name: 'Блюда повара' });
    expect(region).toHaveAttribute('aria-roledescription', 'карусель');
    expect(within(region).getAllByText(/Борщ|Пельмени|Сырники/)).toHaveLength(3);
  });

  it('shows its own arrows, the previous one disabled at the start', () => {
    renderSlider();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Вперёд' })).toBeInTheDocument();
  });

  it('shows no arrows of its own when navigation is off or the page brings its own', () => {
    const { unmount } = renderSlider({ navigation: false });
    expect(screen.queryByRole('button', { name: 'Вперёд' })).not.toBeInTheDocument();
    unmount();
    const prev = document.createElement('button');
    const next = document.createElement('button');
    renderSlider({ externalArrows: { prev, next } });
    expect(screen.queryByRole('button', { name: 'Вперёд' })).not.toBeInTheDocument();
  });
});
