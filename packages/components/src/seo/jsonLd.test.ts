import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, jsonLdScript } from './jsonLd.ts';

describe('breadcrumbJsonLd (the breadcrumb rule, spec 2.2)', () => {
  it('builds the BreadcrumbList of a path on the origin', () => {
    expect(breadcrumbJsonLd('/create-ticket', { origin: 'https://greenleaf.example/' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://greenleaf.example/' },
        { '@type': 'ListItem', position: 2, name: 'Customer Support', item: 'https://greenleaf.example/customer-support' },
        { '@type': 'ListItem', position: 3, name: 'Create Ticket' },
      ],
    });
  });

  it('passes the shop settings to the rule', () => {
    const data = breadcrumbJsonLd('/product/blue-dream', { origin: 'https://greenleaf.example', shopPageTwo: true });
    expect(data?.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: 'Shop',
      item: 'https://greenleaf.example/shop-cannabis-near-me',
    });
  });

  it('is null where breadcrumbs are hidden, and then no script is written', () => {
    expect(breadcrumbJsonLd('/', { origin: 'https://greenleaf.example' })).toBeNull();
    expect(jsonLdScript(breadcrumbJsonLd('/', { origin: 'https://greenleaf.example' }))).toBe('');
  });
});
