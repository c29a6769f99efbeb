/**
 * The demo certificate of analysis (issue 13, item 2: "lab results (a demo certificate of analysis per
 * product, linked)"): a one-page PDF written from the product's lab results, served by
 * GET /api/products/:slug/certificate-of-analysis.pdf. A real backend links the lab's own document;
 * the demo writes one from the same figures the product page shows, so the two always agree.
 *
 * The PDF is written by hand (PDF 1.4, one page, the standard Helvetica fonts, WinAnsi text): no
 * dependency, and every byte offset in the cross-reference table is computed from the bytes written.
 */
import type { LabResults, Product } from '@storefront/components/domain';
import { LAB_FAILED_LABEL, LAB_PASSED_LABEL, labDateText, TERPENES_HEADING, terpeneProfile } from '@storefront/components/rules';

/** The document's address for a product (what the API puts in `labResults.certificateUrl`). */
export function certificatePath(productSlug: string): string {
  return `/api/products/${encodeURIComponent(productSlug)}/certificate-of-analysis.pdf`;
}

/** The file name a browser offers when the shopper saves the document. */
export function certificateFileName(productSlug: string): string {
  return `${productSlug.replace(/[^A-Za-z0-9._-]+/g, '-') || 'product'}-certificate-of-analysis.pdf`;
}

/**
 * Text for a PDF string literal: backslash and parentheses escaped, line breaks and other control
 * characters as spaces, and anything outside Latin-1 as '?', so odd text never breaks the file.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (char === '\\' || char === '(' || char === ')') out += `\\${char}`;
    else if (code < 0x20 || code === 0x7f) out += ' ';
    else if (code > 0xff) out += '?';
    else out += char;
  }
  return out;
}

type Line = { text: string; size: number; bold?: boolean; gap?: number };

/** The document's lines, top to bottom, in the product page's words (the lab-result rules). */
export function certificateLines(product: Pick<Product, 'productName' | 'brandName' | 'terpenes'>, lab: LabResults): Line[] {
  const lines: Line[] = [
    { text: 'Certificate of Analysis', size: 20, bold: true },
    { text: `${product.productName} by ${product.brandName}`, size: 13, gap: 8 },
    { text: `Laboratory: ${lab.lab}`, size: 11, gap: 14 },
    { text: `Batch: ${lab.batch}`, size: 11 },
    { text: `Tested on: ${labDateText(lab.testedOn)}`, size: 11 },
    { text: 'Cannabinoids', size: 13, bold: true, gap: 14 },
    { text: `THC: ${lab.thc ?? 'not reported'}`, size: 11 },
    { text: `CBD: ${lab.cbd ?? 'not reported'}`, size: 11 },
  ];
  const profile = terpeneProfile(product.terpenes);
  if (lab.totalTerpenes || profile.length > 0) {
    lines.push({ text: TERPENES_HEADING, size: 13, bold: true, gap: 14 });
    if (lab.totalTerpenes) lines.push({ text: `Total terpenes: ${lab.totalTerpenes}`, size: 11 });
    for (const terpene of profile) lines.push({ text: `${terpene.name}: ${terpene.label}`, size: 11 });
  }
  if (lab.screens.length > 0) {
    lines.push({ text: 'Safety screens', size: 13, bold: true, gap: 14 });
    for (const screen of lab.screens)
      lines.push({ text: `${screen.name}: ${screen.passed ? LAB_PASSED_LABEL : LAB_FAILED_LABEL}`, size: 11 });
  }
  lines.push({ text: 'Demo document written by the storefront from the lab results it serves.', size: 8, gap: 24 });
  return lines;
}

const PAGE = { width: 612, height: 792, margin: 56 } as const;

/** The page's content stream: each line at its place, in Helvetica or Helvetica-Bold. */
function contentStream(lines: readonly Line[]): string {
  let y = PAGE.height - PAGE.margin;
  const ops: string[] = [];
  for (const line of lines) {
    y -= line.size + 6 + (line.gap ?? 0);
    ops.push(`BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${PAGE.margin} ${y} Td (${pdfText(line.text)}) Tj ET`);
  }
  return ops.join('\n');
}

/** A Latin-1 string's bytes (pdfText has already kept every character in range). */
const latin1 = (text: string): Uint8Array => Uint8Array.from(text, (char) => char.charCodeAt(0) & 0xff);

/** The whole PDF for a product with lab results. */
export function certificateOfAnalysisPdf(product: Pick<Product, 'productName' | 'brandName' | 'terpenes'>, lab: LabResults): Uint8Array {
  const stream = contentStream(certificateLines(product, lab));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${latin1(stream).length} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${pdfText(`Certificate of Analysis: ${product.productName}`)}) /Producer (Dispensary storefront demo API) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length); // one byte per character: every character is Latin-1
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return latin1(body);
}
