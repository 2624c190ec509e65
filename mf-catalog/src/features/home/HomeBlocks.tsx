// The home page's blocks in the order the API gives them; each type has its own view. The blocks
// of the first screen render first, the rest right after the browser has painted them.
import { startTransition, useEffect, useState } from 'react';
import type { HomeBlock } from '@povar/shared-kit';
import { BannersBlock } from './BannersBlock';
import { CookCompilationsBlock } from './CookCompilationsBlock';
import { DishCompilationBlock, MainPromoCategoryBlock } from './DishBlocks';
import { PromoCardsBlock } from './PromoCardsBlock';
import { ReelsBlock } from './ReelsBlock';
import styles from './HomeBlocks.module.css';

function HomeBlockView({ block, region, aboveFold }: { block: HomeBlock; region: string | null; aboveFold: boolean }) {
  switch (block.type) {
    case 'banners':
      return <BannersBlock banners={block.items} aboveFold={aboveFold} />;
    case 'compilation':
      return <DishCompilationBlock compilation={block.compilation} region={region} aboveFold={aboveFold} />;
    case 'main-promo-category':
      return <MainPromoCategoryBlock promo={block.promo} region={region} aboveFold={aboveFold} />;
    case 'promo-cards':
      return <PromoCardsBlock compilation={block.compilation} />;
    case 'reels':
      return <ReelsBlock title={block.title} reels={block.items} region={region} />;
    case 'cook-compilations':
      return <CookCompilationsBlock title={block.title} compilations={block.items} region={region} />;
    default:
      // A block type this release does not know yet (a newer API): left out, the rest still shows.
      return null;
  }
}

/** Enough to fill the first screen on any width: the banners and one row of dishes. */
const FIRST_SCREEN_BLOCKS = 2;

export function HomeBlocks({ blocks, region }: { blocks: HomeBlock[]; region: string | null }) {
  const [allShown, setAllShown] = useState(blocks.length <= FIRST_SCREEN_BLOCKS);
  useEffect(() => {
    if (allShown) return;
    // Rendering every row at once held the first picture's request back by a long task; the rest
    // come after the first paint, as an interruptible update.
    const timer = setTimeout(() => startTransition(() => setAllShown(true)), 0);
    return () => clearTimeout(timer);
  }, [allShown]);
  const shown = allShown ? blocks : blocks.slice(0, FIRST_SCREEN_BLOCKS);
  return (
    <div className={styles.blocks}>
      {shown.map((block, index) => (
        <HomeBlockView key={block.id} block={block} region={region} aboveFold={index === 0} />
      ))}
      {/* Keeps the footer out of the first screen until the rest arrive, so it never jumps down. */}
      {!allShown && <div className={styles.restOfPage} />}
    </div>
  );
}
