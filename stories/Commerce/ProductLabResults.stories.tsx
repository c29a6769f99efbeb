import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LAB_CERTIFICATE_LABEL, LAB_RESULTS_HEADING, ProductLabResults, TERPENES_HEADING, terpeneProfile } from '@storefront/components';
import { certificatePath } from '@storefront/demo-api';
import { useStoryMenu } from '../support/menu.ts';

/** The first product of the fixture's store menu with terpenes ('profiled') or with lab results only (an edible). */
function LabResultsStory({ pick }: { pick: 'profiled' | 'lab-only' }) {
  const { menu } = useStoryMenu();
  const product =
    pick === 'profiled' ? menu.find((p) => p.terpenes?.length && p.labResults) : menu.find((p) => !p.terpenes && p.labResults);
  if (!product) return <p>No such product in this store's menu.</p>;
  return (
    <div style={{ maxWidth: 1100 }}>
      {/* The demo API links each product's certificate at this address (the fixture itself has no link). */}
      <ProductLabResults
        terpenes={product.terpenes}
        labResults={product.labResults && { ...product.labResults, certificateUrl: certificatePath(product.productSlug) }}
      />
    </div>
  );
}

/**
 * The product page's terpene profile and lab results (issue 13, item 2), from the demo catalogue:
 * the terpenes largest first with bars in the retailer's colour, and the certificate of analysis
 * (lab, batch, test date, potency, total terpenes, the safety screens).
 */
const meta = {
  title: 'Commerce/ProductLabResults',
  component: LabResultsStory,
  tags: ['screenshot', 'fixture-greenleaf', 'fixture-mile-high'],
  parameters: { layout: 'padded' },
  args: { pick: 'profiled' },
} satisfies Meta<typeof LabResultsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TerpenesAndLabResults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: TERPENES_HEADING })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: LAB_RESULTS_HEADING })).toBeInTheDocument();
    const shares = within(canvas.getByRole('region', { name: TERPENES_HEADING }))
      .getAllByRole('listitem')
      .map((item) => Number.parseFloat(item.textContent?.match(/([\d.]+)%$/)?.[1] ?? 'NaN'));
    await expect(shares).toEqual([...shares].sort((a, b) => b - a));
    await expect(shares.length).toBeGreaterThan(0);
    await expect(terpeneProfile([]).length).toBe(0);
    await expect(within(canvas.getByRole('list', { name: 'Safety screens' })).getAllByRole('listitem')[0]).toHaveTextContent(/: Passed$/);
    await expect(canvas.getByRole('link', { name: LAB_CERTIFICATE_LABEL })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/api\/products\/[^/]+\/certificate-of-analysis\.pdf$/),
    );
  },
};

/** An edible: no terpene test, the lab results alone. */
export const LabResultsOnly: Story = {
  tags: ['!fixture-mile-high', 'vp-mobile'],
  args: { pick: 'lab-only' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: TERPENES_HEADING })).toBeNull();
    await expect(canvas.getByRole('heading', { name: LAB_RESULTS_HEADING })).toBeInTheDocument();
  },
};
