// The cook page's demo seed: the demo cooks' public gallery, once per database: 'Моя кухня' photos and 'Дипломы и сертификаты' (pictures, and a PDF for a few cooks).
import { asc, count, eq } from 'drizzle-orm';
import type { Orm } from '../../db/client.ts';
import { cookGallery, cooks, users } from '../../db/schema.ts';
import { seededCookAccount } from '../../demo-world/cook-accounts.ts';
import { DEMO_CERTIFICATE_PDF_HREF } from '../../demo-world/demo-documents.ts';
import { certificateImage, DEMO_CERTIFICATE_VARIANTS, DEMO_KITCHEN_VARIANTS, kitchenImage } from '../../demo-world/demo-images.ts';

const CERTIFICATE_NAMES = ['Диплом повара', 'Сертификат курса «Домашняя выпечка»', 'Свидетельство о повышении квалификации'] as const;
const PDF_CERTIFICATE_NAME = 'Сертификат о прохождении курса «Домашняя выпечка»';

type GalleryRow = typeof cookGallery.$inferInsert;

/**
 * What the n-th demo cook shows, from its position alone so every fresh database gets the same:
 * four cooks in five have 2-4 kitchen photos, certificates go 0-3 in turn, and every ninth cook
 * also has a PDF certificate.
 */
export function demoGalleryOf(cookId: number, position: number): GalleryRow[] {
  const kitchens = position % 5 === 4 ? 0 : 2 + (position % 3);
  const certificates = position % 4;
  const rows: GalleryRow[] = [];
  for (let index = 0; index < kitchens; index += 1) {
    const image = kitchenImage((position + index) % DEMO_KITCHEN_VARIANTS);
    rows.push({ cookId, kind: 'kitchen', image, href: image.original, extension: 'jpg', name: `Моя кухня ${index + 1}`, position: index });
  }
  for (let index = 0; index < certificates; index += 1) {
    const variant = (position + index) % DEMO_CERTIFICATE_VARIANTS;
    const image = certificateImage(variant);
    rows.push({
      cookId,
      kind: 'certificate',
      image,
      href: image.original,
      extension: 'jpg',
      name: CERTIFICATE_NAMES[variant] ?? CERTIFICATE_NAMES[0],
      position: index,
    });
  }
  if (position % 9 === 0) {
    rows.push({
      cookId,
      kind: 'certificate',
      image: null,
      href: DEMO_CERTIFICATE_PDF_HREF,
      extension: 'pdf',
      name: PDF_CERTIFICATE_NAME,
      position: certificates,
    });
  }
  return rows;
}

/**
 * Writes the gallery of the demo cooks (the cards a seeded account runs) while the table is empty, so
 * a database that already has galleries, or a cook's own, is left as it is. A database from
 * before the gallery existed gets it on its next start.
 */
export async function seedDemoGallery(orm: Orm): Promise<void> {
  const [existing] = await orm.select({ rows: count() }).from(cookGallery);
  if ((existing?.rows ?? 0) > 0) return;
  const demoCooks = await orm
    .select({ id: cooks.id })
    .from(cooks)
    .innerJoin(users, eq(users.id, cooks.userId))
    .where(seededCookAccount())
    .orderBy(asc(cooks.id));
  const rows = demoCooks.flatMap((cook, position) => demoGalleryOf(cook.id, position));
  if (rows.length > 0) await orm.insert(cookGallery).values(rows);
}
