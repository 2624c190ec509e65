// The 'Вопросы и ответы' block after a client-side move: the first HTML carries the FAQ of the
// page it was made for (the server's #app-faq); on another page the chrome asks
// /api/seo/page-data and draws that page's FAQ in the same place and markup.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getSeoPageData } from '../shell-api';

export interface SeoFaqProps {
  /** The region's main city id; null while no region is known. */
  mainCityId: number | null;
  path: string;
}

export function SeoFaq({ mainCityId, path }: SeoFaqProps) {
  const titleId = useId();
  const { data } = useQuery({
    queryKey: ['seo-page-data', mainCityId, path],
    queryFn: ({ signal }) => getSeoPageData({ mainCityId: mainCityId ?? 0, url: path }, signal),
    enabled: mainCityId !== null,
    staleTime: 10 * 60 * 1000,
    // A failed SEO fetch leaves the page without FAQ, never with an error.
    retry: false,
  });
  const faqs = data?.faqs ?? [];
  if (faqs.length === 0) return null;
  return (
    <section className="seo-faq" aria-labelledby={titleId}>
      <h2 id={titleId}>Вопросы и ответы</h2>
      {faqs.map((faq) => (
        <details key={faq.question} className="seo-faq__item">
          <summary>{faq.question}</summary>
          {/* Sanitised by the API (one allow-list for every rich text). */}
          <div className="seo-faq__answer" dangerouslySetInnerHTML={{ __html: faq.answer }} />
        </details>
      ))}
    </section>
  );
}
