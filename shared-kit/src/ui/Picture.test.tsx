import { render, screen } from '@testing-library/react';
import { Picture } from './Picture';

const IMAGE = {
  webp: '/api/files/dishes/soup-640.webp',
  jpg: '/api/files/dishes/soup-640.jpg',
  src: '/api/files/dishes/soup-640.jpg',
  original: '/api/files/dishes/soup-1280.jpg',
  size: { width: 640, height: 480 },
};

describe('Picture', () => {
  it('offers webp with a jpeg fallback, its size reserved, loading lazily', () => {
    const { container } = render(<Picture image={IMAGE} alt="Борщ с говядиной" />);
    expect(container.querySelector('source')).toHaveAttribute('srcset', IMAGE.webp);
    const img = screen.getByRole('img', { name: 'Борщ с говядиной' });
    expect(img).toHaveAttribute('src', IMAGE.jpg);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('loads the first screenful eagerly', () => {
    render(<Picture image={IMAGE} alt="Борщ" priority />);
    expect(screen.getByRole('img', { name: 'Борщ' })).toHaveAttribute('loading', 'eager');
  });

  it.each(['user', 'cook', 'dish', 'default'] as const)('shows the %s placeholder when there is no image', (kind) => {
    const { container } = render(<Picture image={null} alt="Нет фото" kind={kind} />);
    expect(screen.getByRole('img', { name: 'Нет фото' })).toHaveAttribute('data-placeholder', kind);
    expect(container.querySelector('picture')).toBeNull();
  });
});
