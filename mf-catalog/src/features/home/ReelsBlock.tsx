// Main-page reels (short videos that link to a cook): poster cards. A reel without a
// video leads to its cook's page; one with a video plays it in a popup, which leads to the cook too.
import { useState } from 'react';
import { Play } from 'lucide-react';
import { Link } from '@povar/shared-kit';
import { Picture, Popup, buildPath, type Reel } from '@povar/shared-kit';
import { BlockHeading } from './BlockHeading';
import { HomeSlider } from './HomeSlider';
import styles from './HomeBlocks.module.css';

export function ReelsBlock({ title, reels, region }: { title: string; reels: Reel[]; region: string | null }) {
  const [playing, setPlaying] = useState<Reel | null>(null);
  return (
    <section className={styles.block}>
      <BlockHeading title={title} />
      <HomeSlider
        items={reels}
        slideKey={(reel) => reel.id}
        label={title}
        slideClassName={styles.reelSlide}
        renderSlide={(reel) => <ReelCard reel={reel} region={region} onPlay={setPlaying} />}
      />
      {playing && <ReelPopup reel={playing} region={region} onClose={() => setPlaying(null)} />}
    </section>
  );
}

function ReelCard({ reel, region, onPlay }: { reel: Reel; region: string | null; onPlay: (reel: Reel) => void }) {
  const cookPath = buildPath('COOK', { id: reel.cook.id }, region);
  const videoUrl = reel.videoUrl;
  return (
    <article className={styles.reel}>
      <Picture image={reel.poster} alt="" className={styles.reelPoster} />
      {videoUrl && <Play aria-hidden="true" size={40} className={styles.reelPlay} />}
      <div className={styles.reelCaption}>
        <h3 className={styles.reelTitle}>
          {/* The whole card answers (the control's ::after covers it); the cook's link sits above. */}
          {videoUrl ? (
            <button type="button" className={styles.reelAction} onClick={() => onPlay(reel)} aria-haspopup="dialog">
              {reel.title}
            </button>
          ) : (
            <Link to={cookPath} className={styles.reelAction}>
              {reel.title}
            </Link>
          )}
        </h3>
        {videoUrl ? (
          <Link to={cookPath} className={styles.reelCook}>
            {reel.cook.name}
          </Link>
        ) : (
          <p className={styles.reelCook}>{reel.cook.name}</p>
        )}
      </div>
    </article>
  );
}

function ReelPopup({ reel, region, onClose }: { reel: Reel; region: string | null; onClose: () => void }) {
  return (
    <Popup
      title={reel.title}
      onClose={onClose}
      footer={
        <Link to={buildPath('COOK', { id: reel.cook.id }, region)} className={styles.reelPopupCook}>
          <Picture image={reel.cook.avatar} alt="" kind="cook" className={styles.reelPopupAvatar} />
          <span>
            <span className={styles.reelPopupName}>{reel.cook.name}</span>
            <span className={styles.reelPopupMenu}>Меню повара</span>
          </span>
        </Link>
      }
    >
      {/* Opened by the visitor's click, so it may start with sound; the poster shows until it plays. */}
      <video
        className={styles.reelVideo}
        src={reel.videoUrl ?? undefined}
        poster={reel.poster.jpg || reel.poster.src}
        width={reel.poster.size.width}
        height={reel.poster.size.height}
        controls
        autoPlay
        playsInline
        preload="metadata"
      />
    </Popup>
  );
}
