// Main-page banners: a slider of pictures with a title, a text and a button; the picture
// carries no words, so it is decorative and the words are real text.
import { HOME_BANNER_SIZES, type Banner } from '@povar/shared-kit';
import { ContentLink } from './ContentLink';
import { HomeSlider } from './HomeSlider';
import { ResponsivePicture } from './ResponsivePicture';
import styles from './HomeBlocks.module.css';

export const BANNERS_LABEL = 'Предложения';

export function BannersBlock({ banners, aboveFold }: { banners: Banner[]; aboveFold: boolean }) {
  return (
    <HomeSlider
      items={banners}
      slideKey={(banner) => banner.id}
      label={BANNERS_LABEL}
      slideClassName={styles.bannerSlide}
      renderSlide={(banner, index) => <BannerCard banner={banner} priority={aboveFold && index === 0} />}
    />
  );
}

function BannerCard({ banner, priority }: { banner: Banner; priority: boolean }) {
  const picture = <ResponsivePicture image={banner.image} alt="" sizes={HOME_BANNER_SIZES} className={styles.bannerPicture} priority={priority} />;
  return (
    <article className={styles.banner}>
      {banner.link ? (
        <ContentLink href={banner.link} className={styles.bannerMedia} hidden>
          {picture}
        </ContentLink>
      ) : (
        <div className={styles.bannerMedia}>{picture}</div>
      )}
      <div className={styles.bannerBody}>
        <h2 className={styles.bannerTitle}>{banner.title}</h2>
        <p className={styles.bannerText}>{banner.text}</p>
        {banner.link && (
          <ContentLink href={banner.link} className={styles.bannerButton}>
            {banner.buttonText ?? 'Подробнее'}
          </ContentLink>
        )}
      </div>
    </article>
  );
}
