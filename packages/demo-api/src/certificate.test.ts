// @vitest-environment node
/** The demo certificate of analysis: the PDF's structure, its text, and the route that serves it. */
import { describe, expect, it } from 'vitest';
import type { LabResults, Product } from '@storefront/components/domain';
import { products } from '@storefront/fixtures/catalog';
import { certificateFileName, certificateLines, certificateOfAnalysisPdf, certificatePath, pdfText } from './certificate.ts';
import { createDemoFetchHandler } from './fetchHandler.ts';

const lab: LabResults = {
  lab: 'Great Lakes Analytical',
  batch: 'GL-2411-0042',
  testedOn: '2026-10-02',
  thc: '21.4%',
  cbd: '0.1%',
  totalTerpenes: '2.31%',
  screens: [
    { name: 'Pesticides', passed: true },
    { name: 'Heavy metals', passed: false },
  ],
};
const product = {
  productName: 'Blue Dream',
  brandName: 'Fieldnote Farms',
  terpenes: [
    { name: 'Limonene', percent: 0.4 },
    { name: 'Myrcene', percent: 0.9 },
  ],
};
const text = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join('');

describe('pdfText', () => {
  it.each([
    ['plain', 'Batch 42', 'Batch 42'],
    ['parentheses and backslash escaped', 'a (b) \\c', 'a \\(b\\) \\\\c'],
    ['line breaks become spaces', 'one\ntwo\r', 'one two '],
    ['Latin-1 kept', 'Café', 'Café'],
    ['outside Latin-1 becomes ?', 'Kush 🌿 “x”', 'Kush ? ?x?'],
  ])('%s', (_case, input, expected) => {
    expect(pdfText(input)).toBe(expected);
  });
});

describe('certificateOfAnalysisPdf', () => {
  const pdf = text(certificateOfAnalysisPdf(product, lab));

  it('is a PDF 1.4 file that ends with %%EOF', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose every offset points at its object, and startxref at the table', () => {
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries).toHaveLength(7);
    entries.forEach((offset, index) => expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
  });

  it("gives the content stream's exact length", () => {
    const match = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(pdf);
    expect(match).not.toBeNull();
    expect(match?.[2]?.length).toBe(Number(match?.[1]));
  });

  it('says what the product page says: lab, batch, date, potency, terpenes largest first, each screen', () => {
    for (const line of [
      '(Certificate of Analysis)',
      '(Blue Dream by Fieldnote Farms)',
      '(Laboratory: Great Lakes Analytical)',
      '(Batch: GL-2411-0042)',
      '(Tested on: October 2, 2026)',
      '(THC: 21.4%)',
      '(CBD: 0.1%)',
      '(Total terpenes: 2.31%)',
      '(Pesticides: Passed)',
      '(Heavy metals: Failed)',
    ]) {
      expect(pdf).toContain(line);
    }
    expect(pdf.indexOf('(Myrcene: 0.9%)')).toBeLessThan(pdf.indexOf('(Limonene: 0.4%)'));
  });

  it('keeps odd text from breaking the file', () => {
    const odd = text(
      certificateOfAnalysisPdf(
        { productName: 'Kush (OG) \\ 🌿', brandName: 'B)rand', terpenes: undefined },
        { ...lab, thc: undefined, totalTerpenes: undefined, screens: [] },
      ),
    );
    expect(odd).toContain('(Kush \\(OG\\) \\\\ ? by B\\)rand)');
    expect(odd).toContain('(THC: not reported)');
    expect(odd).not.toContain('Terpenes');
    expect(odd).not.toContain('Safety screens');
  });

  it('lists the sections in order', () => {
    expect(
      certificateLines(product, lab)
        .filter((line) => line.bold)
        .map((line) => line.text),
    ).toEqual(['Certificate of Analysis', 'Cannabinoids', 'Terpenes', 'Safety screens']);
  });
});

describe('GET /api/products/:slug/certificate-of-analysis.pdf', () => {
  const handle = createDemoFetchHandler();
  const tested = products.find((p): p is Product & { labResults: LabResults } => p.labResults !== undefined);
  const untested = products.find((p) => p.labResults === undefined);
  if (!tested || !untested) throw new Error('the catalogue needs products with and without lab results');
  const get = (path: string) => handle(new Request(`http://storefront.test${path}`));

  it("is linked from the product's lab results", async () => {
    const body = (await (await get(`/api/products/${tested.productSlug}`)).json()) as { data: Product };
    expect(body.data.labResults?.certificateUrl).toBe(certificatePath(tested.productSlug));
  });

  it('answers the PDF inline, with a file name', async () => {
    const response = await get(certificatePath(tested.productSlug));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="${certificateFileName(tested.productSlug)}"`);
    const pdf = text(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(`(Batch: ${pdfText(tested.labResults.batch)})`);
  });

  it('is a 404 for a product without lab results, and for an unknown product', async () => {
    expect((await get(certificatePath(untested.productSlug))).status).toBe(404);
    expect(await (await get(certificatePath(untested.productSlug))).json()).toMatchObject({
      message: expect.stringContaining('has no certificate of analysis'),
    });
    expect((await get(certificatePath('no-such-product'))).status).toBe(404);
  });
});
