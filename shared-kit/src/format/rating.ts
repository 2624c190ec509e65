// A cook's rating as every card and page shows it: one decimal ('4.8', with a dot, as the design
// writes it), and '5.0' for a cook nobody has rated yet, so a newcomer is not shown as the worst.

/** 4.76 → '4.8'; 0, null or no rating → '5.0'. */
export const formatRating = (rating: number | null | undefined): string => (rating && rating > 0 ? rating.toFixed(1) : '5.0');
