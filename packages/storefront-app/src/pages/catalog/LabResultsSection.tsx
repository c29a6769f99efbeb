/**
 * The product page's terpene profile and lab results (ProductLabResults): a module of its own
 * (labResultsSection.ts), so the sixteen catalogue routes that share the page module do not carry it
 * in their first load. The server loads it before rendering a product page, so the HTML holds it.
 */
import { ProductLabResults, type Product } from '@storefront/components';

export default function LabResultsSection({ product }: { product: Product }) {
  return <ProductLabResults terpenes={product.terpenes} labResults={product.labResults} />;
}
