// A certificate as a PDF document for the demo cook pages ('Дипломы и сертификаты' shows documents as icons): a one-page PDF written at seed time, no binary kept in the repository.
import { DEMO_FILES_SUBDIR, type DemoFileWriter } from './demo-images.ts';

const FILE_NAME = 'certificate-course.pdf';
/** Served as /api/files/demo/… like the demo pictures. */
export const DEMO_CERTIFICATE_PDF_HREF = `/api/files/${DEMO_FILES_SUBDIR}/${FILE_NAME}`;

/**
 * A landscape A4 page with a double border and three lines of text in Helvetica, one of the
 * standard fonts every reader has, so nothing is embedded. The base fonts only cover Latin
 * letters: the text is transliterated.
 */
export function demoCertificatePdf(): Buffer {
  const content = [
    '0.55 0.18 0.24 RG 6 w 36 36 770 523 re S',
    '1.5 w 50 50 742 495 re S',
    'BT /F1 34 Tf 250 400 Td (SERTIFIKAT) Tj ET',
    'BT /F1 18 Tf 200 340 Td (o prokhozhdenii kursa "Domashnyaya vypechka") Tj ET',
    'BT /F1 14 Tf 300 290 Td (Povar ryadom, demo) Tj ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 842 595] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  // The cross-reference table needs every object's byte offset, so the file is built in order.
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(pdf, 'latin1');
  // Each entry is exactly 20 bytes: ten digits, space, five digits, space, type, space, newline.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Writes the demo documents into the storage's public `demo/` unless they are there (the seed runs on every start). */
export async function writeDemoDocuments(files: DemoFileWriter): Promise<void> {
  const key = `${DEMO_FILES_SUBDIR}/${FILE_NAME}`;
  if (!(await files.hasPublic(key))) await files.writePublic(key, demoCertificatePdf());
}
