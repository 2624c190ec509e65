// Pictures the first HTML preloads (the likely LCP): the document server writes the preload and
// the page draws the picture, and both must name the same sizes or the browser fetches twice.

/** How wide the home page shows a banner at each screen width (`sizes`; mf-catalog HomeBlocks.module.css, .bannerSlide). */
export const HOME_BANNER_SIZES = '(min-width: 1024px) min(80vw, 930px), (min-width: 768px) 50vw, calc(100vw - 72px)';
