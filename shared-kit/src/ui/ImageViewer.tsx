// The image viewer (review and certificate pictures): a full-screen
// lightbox with zoom (up to 3 times). The lightbox, its zoom plugin and its styles are
// one lazy chunk, fetched the first time a viewer opens: no page pays for it before.
import { lazy, Suspense, useEffect, useEffectEvent } from 'react';

export interface ImageViewerImage {
  src: string;
  alt?: string;
  width?: number;
  height?: number;
}

export interface ImageViewerProps {
  images: readonly ImageViewerImage[];
  /** The picture it opens at. */
  index: number;
  onClose: () => void;
}

/** The zoom goes up to 3 times. */
export const IMAGE_VIEWER_MAX_ZOOM_PIXEL_RATIO = 3;

/** The lightbox's own button titles, in Russian. */
export const IMAGE_VIEWER_LABELS = {
  Close: 'Закрыть',
  Next: 'Следующее',
  Previous: 'Предыдущее',
  'Zoom in': 'Увеличить',
  'Zoom out': 'Уменьшить',
  Lightbox: 'Просмотр фото',
  Carousel: 'Фотографии',
  'Photo gallery': 'Фотографии',
  Slide: 'Фото',
  '{index} of {total}': '{index} из {total}',
} as const;

const LoadedViewer = lazy(async () => {
  const [{ default: Lightbox }, { default: Zoom }] = await Promise.all([
    import(/* webpackChunkName: "image-viewer" */ 'yet-another-react-lightbox'),
    import(/* webpackChunkName: "image-viewer" */ 'yet-another-react-lightbox/plugins/zoom'),
    import(/* webpackChunkName: "image-viewer" */ 'yet-another-react-lightbox/styles.css'),
  ]);
  function Viewer({ images, index, onClose }: ImageViewerProps) {
    return (
      <Lightbox
        open
        close={onClose}
        index={index}
        slides={images.map(({ src, alt, width, height }) => ({ src, alt, width, height }))}
        plugins={[Zoom]}
        zoom={{ maxZoomPixelRatio: IMAGE_VIEWER_MAX_ZOOM_PIXEL_RATIO }}
        labels={IMAGE_VIEWER_LABELS}
        // One picture needs no arrows.
        render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : {}}
      />
    );
  }
  return { default: Viewer };
});

/**
 * While the chunk loads the screen already dims and says so; Escape (or a click) closes it
 * then too. Once loaded, the lightbox handles Escape itself.
 */
function ViewerLoading({ onClose }: { onClose: () => void }) {
  const closeOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => closeOnEscape(event);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Загружаем фото"
      onClick={onClose}
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(0, 0, 0, 0.9)' }}
    />
  );
}

export function ImageViewer({ images, index, onClose }: ImageViewerProps) {
  if (images.length === 0) return null;
  const start = Math.min(Math.max(0, index), images.length - 1);
  return (
    <Suspense fallback={<ViewerLoading onClose={onClose} />}>
      <LoadedViewer images={images} index={start} onClose={onClose} />
    </Suspense>
  );
}
