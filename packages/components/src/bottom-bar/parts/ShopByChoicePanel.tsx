import { assignInlineVars } from '@vanilla-extract/dynamic';
import { readableOn } from '@storefront/tokens';
import { useId } from 'react';
import { HorizontalScroller } from '../../primitives/scroller/HorizontalScroller.tsx';
import { SmartLink } from '../../primitives/link/SmartLink.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import { button } from '../../primitives/Button.css.ts';
import type { BottomBarContent } from '../bottomBarPropsFromCms.ts';
import type { OverlayPanelProps } from './overlayPanel.ts';
import { Inline } from '../../primitives/layout/Inline.tsx';
import { Stack } from '../../primitives/layout/Stack.tsx';
import * as css from './overlays.css.ts';
import { altBesideCaption } from '../../rules/navigation/text.ts';

export interface ShopByChoicePanelProps extends OverlayPanelProps {
  shopByChoice: BottomBarContent['shopByChoice'];
  shopByPrice: BottomBarContent['shopByPrice'];
  shopAll: BottomBarContent['designFiveShopAll'];
}

/** Design 5 'More' (spec 2.5): Shop By Choice carousel, Shop By Price buckets, 'Shop All'. */
export function ShopByChoicePanel({ shopByChoice, shopByPrice, shopAll, pending, onChoose }: ShopByChoicePanelProps) {
  const id = useId();
  return (
    <Stack gap="xl" aria-busy={pending !== null || undefined}>
      {shopByChoice.items.length > 0 ? (
        <Stack as="section" gap="md" aria-labelledby={`${id}-choice`}>
          <h3 id={`${id}-choice`} className={css.heading}>
            {shopByChoice.title}
          </h3>
          <HorizontalScroller label={shopByChoice.title} as="ul">
            {shopByChoice.items.map((choice, index) => {
              const key = `choice-${index}`;
              return (
                <li key={key} className={css.choiceItem}>
                  <SmartLink
                    href={choice.href}
                    className={css.choiceTile}
                    style={
                      choice.color
                        ? assignInlineVars({ [css.choiceColorVar]: choice.color, [css.choiceTextVar]: readableOn(choice.color) })
                        : undefined
                    }
                    onClick={() => onChoose(key)}
                  >
                    {choice.image ? (
                      <img
                        className={css.choiceImage}
                        src={choice.image}
                        alt={altBesideCaption(choice.imageAlt, choice.title)}
                        title={choice.imageTitle || undefined}
                        loading="lazy"
                      />
                    ) : null}
                    <Inline as="span" align="center" justify="between" wrap={false} gap="xs" className={css.choiceTitle}>
                      {choice.title}
                      {pending === key ? <Spinner size="sm" /> : null}
                    </Inline>
                  </SmartLink>
                </li>
              );
            })}
          </HorizontalScroller>
        </Stack>
      ) : null}
      <Stack as="section" gap="md" aria-labelledby={`${id}-price`}>
        <h3 id={`${id}-price`} className={css.heading}>
          {shopByPrice.title}
        </h3>
        <ul className={css.chips}>
          {shopByPrice.links.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className={css.chip} onClick={() => onChoose(link.href)}>
                {link.label}
                {pending === link.href ? <Spinner size="sm" /> : null}
              </SmartLink>
            </li>
          ))}
        </ul>
      </Stack>
      <SmartLink href={shopAll.href} className={button({ fullWidth: true })} onClick={() => onChoose('shopAll')}>
        {pending === 'shopAll' ? <Spinner size="sm" /> : null}
        {shopAll.label}
      </SmartLink>
    </Stack>
  );
}
