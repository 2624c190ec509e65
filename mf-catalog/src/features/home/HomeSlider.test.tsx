import { act, render, screen, within } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { SLIDER_DEFAULTS } from '@povar/shared-kit/slider';
import { HomeSlider, PLAIN_ROW_GEOMETRY } from './HomeSlider';

const DISHES = ['Борщ', 'Пельмени', 'Сырники'];

const renderRow = () =>
  render(<HomeSlider items={DISHES} slideKey={(dish) => dish} renderSlide={(dish) => <p>{dish}</p>} label="К чаю" slideClassName="dishSlide" />);

/** The slides of the row, as the classes the page's CSS sizes them by. */
const slidesOf = (region: HTMLElement) => [...region.querySelectorAll('.dishSlide')];

describe('HomeSlider', () => {
  // First: the visitor's first action is remembered for the page's life (this file's module).
  it('stays a plain row near the screen until the visitor first scrolls, touches or types', async () => {
    renderRow();
    act(() => mockAllIsIntersecting(true));
    await act(async () => {
      await import('@povar/shared-kit/slider');
    });
    expect(screen.getByRole('region', { name: 'К чаю' })).toHaveAttribute('data-slider', 'plain');
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: 'Вперёд' })).toBeInTheDocument();
  });

  it('shows every slide at once in a plain row, then, near the screen, the same slides in the slider with its arrows', async () => {
    renderRow();
    const plain = screen.getByRole('region', { name: 'К чаю' });
    expect(plain).toHaveAttribute('aria-roledescription', 'карусель');
    expect(plain).toHaveAttribute('data-slider', 'plain');
    expect(slidesOf(plain).map((slide) => slide.textContent)).toEqual(DISHES);
    expect(within(plain).queryByRole('button', { name: 'Вперёд' })).not.toBeInTheDocument();
    // Swiper's box: the slider's default padding and margin around the row, 20 px after each slide.
    const viewport = plain.firstElementChild as HTMLElement;
    expect(viewport.style.padding).toBe('10px 0px');
    expect(viewport.style.margin).toBe('-10px 0px');
    expect(slidesOf(plain).map((slide) => (slide as HTMLElement).style.marginRight)).toEqual(['20px', '20px', '20px']);

    act(() => mockAllIsIntersecting(true));
    const next = await screen.findByRole('button', { name: 'Вперёд' });
    const slider = screen.getByRole('region', { name: 'К чаю' });
    expect(slider).not.toHaveAttribute('data-slider');
    expect(slider).toContainElement(next);
    expect(slidesOf(slider).map((slide) => slide.textContent)).toEqual(DISHES);
    // The same classes size the slides in both: the page's width and the row's shared rules.
    expect(slidesOf(slider).every((slide) => slide.classList.contains('slide') && slide.classList.contains('swiper-slide'))).toBe(true);
    expect(slider).toHaveClass('row');
  });

  it('leaves a row far from the screen a plain row, even with the slider loaded', async () => {
    renderRow();
    // Loaded by the test before (or now): the row still waits for the screen.
    await act(async () => {
      await import('@povar/shared-kit/slider');
    });
    expect(screen.getByRole('region', { name: 'К чаю' })).toHaveAttribute('data-slider', 'plain');
    act(() => mockAllIsIntersecting(true));
    expect(await screen.findByRole('button', { name: 'Вперёд' })).toBeInTheDocument();
  });

  it("copies the slider's default box (the slider's module cannot be imported before it is needed)", () => {
    expect(PLAIN_ROW_GEOMETRY).toEqual({ padding: SLIDER_DEFAULTS.padding, margin: SLIDER_DEFAULTS.margin, spaceBetween: SLIDER_DEFAULTS.spaceBetween });
  });
});
