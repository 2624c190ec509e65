// A wide picture (banners, the featured category) in every width it was rendered in (screen
// widths 320…1536, webp and jpeg), so the browser takes the file its slot and density need; the
// size is reserved by the width and height attributes.
import { Picture, type ResponsiveImage } from '@povar/shared-kit';
import styles from './HomeBlocks.module.css';

export interface ResponsivePictureProps {
  image: ResponsiveImage;
  alt: string;
  /** How wide the picture shows at each screen width (the `sizes` attribute). */
  sizes: string;
  className?: string;
  /** The page's likely LCP: loaded at once and first; every other picture waits until it is near. */
  priority?: boolean;
}

const srcSetOf = (image: ResponsiveImage, format: 'webp' | 'jpg') =>
  [...image.sources]
    .sort((a, b) => a.width - b.width)
    .map((source) => `${source[format]} ${source.width}w`)
    .join(', ');

export function ResponsivePicture({ image, alt, sizes, className = '', priority = false }: ResponsivePictureProps) {
  // A picture uploaded in one width only has nothing to choose from.
  if (image.sources.length === 0) return <Picture image={image} alt={alt} className={className} priority={priority} />;
  return (
    <picture className={`${styles.picture} ${className}`}>
      <source type="image/webp" srcSet={srcSetOf(image, 'webp')} sizes={sizes} />
      <img
        className={styles.image}
        src={image.jpg || image.src}
        srcSet={srcSetOf(image, 'jpg')}
        sizes={sizes}
        alt={alt}
        width={image.size.width}
        height={image.size.height}
        loading={priority ? 'eager' : 'lazy'}
        // The LCP picture is painted as soon as it is decoded; the rest never hold up a frame.
        decoding={priority ? 'auto' : 'async'}
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
