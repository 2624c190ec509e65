import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { ImageViewer, IMAGE_VIEWER_MAX_ZOOM_PIXEL_RATIO } from './ImageViewer';

// The lightbox ships ES modules only, which this jest setup does not transform: a stand-in
// with the same props shows what the viewer hands it. `mockLoaded` tells when its chunk was
// fetched (jest evaluates a mock factory on first import).
type FakeProps = {
  open: boolean;
  index: number;
  close: () => void;
  slides: { src: string; alt?: string; width?: number; height?: number }[];
  labels: Record<string, string>;
  plugins: unknown[];
  zoom: { maxZoomPixelRatio: number };
};
const mockLoaded = { lightbox: false, zoom: false, styles: false };
const mockLastProps: { current: FakeProps | null } = { current: null };

jest.mock('yet-another-react-lightbox', () => {
  mockLoaded.lightbox = true;
  const { useState, createElement: h } = jest.requireActual<typeof import('react')>('react');
  const FakeLightbox: ComponentType<FakeProps> = (props) => {
    mockLastProps.current = props;
    const [shown, setShown] = useState(props.index);
    const slide = props.slides[shown];
    return h(
      'div',
      { role: 'dialog', 'aria-label': props.labels.Lightbox },
      h('img', { src: slide?.src, alt: slide?.alt ?? '' }),
      h('button', { type: 'button', 'aria-label': props.labels.Previous, onClick: () => setShown(shown - 1) }),
      h('button', { type: 'button', 'aria-label': props.labels.Next, onClick: () => setShown(shown + 1) }),
      h('button', { type: 'button', 'aria-label': props.labels.Close, onClick: props.close }),
    );
  };
  return { __esModule: true, default: FakeLightbox };
});
jest.mock('yet-another-react-lightbox/plugins/zoom', () => {
  mockLoaded.zoom = true;
  return { __esModule: true, default: 'zoom-plugin' };
});
jest.mock('yet-another-react-lightbox/styles.css', () => {
  mockLoaded.styles = true;
  return {};
});

const IMAGES = [
  { src: '/api/files/r/1.jpg', alt: 'Фото 1', width: 1280, height: 960 },
  { src: '/api/files/r/2.jpg', alt: 'Фото 2', width: 1280, height: 960 },
  { src: '/api/files/r/3.jpg', alt: 'Фото 3' },
];

describe('ImageViewer', () => {
  // First, while nothing has loaded the chunk yet (a lazy component keeps what it loaded).
  it('fetches the lightbox, its zoom and its styles only when a viewer opens; Escape closes it while it loads', async () => {
    expect(mockLoaded).toEqual({ lightbox: false, zoom: false, styles: false });
    const onClose = jest.fn();
    render(<ImageViewer images={IMAGES} index={0} onClose={onClose} />);
    expect(screen.getByRole('status', { name: 'Загружаем фото' })).toHaveAttribute('aria-busy', 'true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await screen.findByRole('dialog', { name: 'Просмотр фото' });
    expect(mockLoaded).toEqual({ lightbox: true, zoom: true, styles: true });
    // Loaded, the lightbox handles Escape itself: the loading screen's listener is gone.
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('opens at the given picture, with Russian button titles and zoom up to 3', async () => {
    render(<ImageViewer images={IMAGES} index={1} onClose={() => undefined} />);
    expect(await screen.findByRole('img', { name: 'Фото 2' })).toHaveAttribute('src', '/api/files/r/2.jpg');
    for (const name of ['Закрыть', 'Следующее', 'Предыдущее']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(mockLastProps.current?.labels).toEqual(expect.objectContaining({ 'Zoom in': 'Увеличить', 'Zoom out': 'Уменьшить' }));
    expect(mockLastProps.current?.plugins).toEqual(['zoom-plugin']);
    expect(mockLastProps.current?.zoom).toEqual({ maxZoomPixelRatio: IMAGE_VIEWER_MAX_ZOOM_PIXEL_RATIO });
    expect(IMAGE_VIEWER_MAX_ZOOM_PIXEL_RATIO).toBe(3);
    expect(mockLastProps.current?.slides[1]).toEqual({ src: '/api/files/r/2.jpg', alt: 'Фото 2', width: 1280, height: 960 });

    await userEvent.click(screen.getByRole('button', { name: 'Следующее' }));
    expect(screen.getByRole('img', { name: 'Фото 3' })).toBeInTheDocument();
  });

  it('keeps an index past the end to the last picture', async () => {
    render(<ImageViewer images={IMAGES} index={7} onClose={() => undefined} />);
    expect(await screen.findByRole('img', { name: 'Фото 3' })).toBeInTheDocument();
  });

  it("closes by the lightbox's 'Закрыть'", async () => {
    const onClose = jest.fn();
    render(<ImageViewer images={IMAGES} index={0} onClose={onClose} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without pictures', () => {
    const { container } = render(<ImageViewer images={[]} index={0} onClose={() => undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
