/**
 * The page a chrome story shows its component on: the retailer's name, its hero from the CMS and its
 * brands row, in its theme. Chrome is judged in place (a header over a page, a drawer or a dialog over
 * one, a footer under one), and grey skeletons there read as a page that never loaded (issue 34: seven
 * of twenty baselines showed them). An optional action at the heading opens what the story is about.
 */
import type { ReactNode } from 'react';
import { Box } from '@storefront/tokens/box';
import { BrandStrip, brandPath, HOME_BRANDS_LIMIT, HomeHero, homeSections, type HomeHeroSection } from '@storefront/components';
import { brands } from './catalog.ts';
import { useStoryCms } from './cms.tsx';

export function PageBehind({ action, grow = false }: { action?: ReactNode; grow?: boolean }) {
  const { config } = useStoryCms();
  const hero = homeSections(config.homePageSectionsCms.sections).find((section): section is HomeHeroSection => section.type === 'hero');
  return (
    <Box as="main" padding="lg" display="flex" flexDirection="column" gap="md" style={grow ? { flex: '1 0 auto' } : undefined}>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="md">
        <Box as="h1" fontSize="xl" margin="none">
          {config.siteSettings.siteName}
        </Box>
        {action}
      </Box>
      {/* Eager: a story's screenshot waits for its images, and a lazy one below the fold would not come. */}
      {hero ? <HomeHero hero={hero} priority /> : null}
      <BrandStrip
        brands={brands.slice(0, HOME_BRANDS_LIMIT)}
        href={(brand) => brandPath(brand, config.siteSettings)}
        label="Shop by Brand"
      />
    </Box>
  );
}
