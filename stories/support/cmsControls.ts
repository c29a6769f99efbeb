/**
 * CMS fields in Storybook's Controls (issue 14, item 1): a retailer or designer changes a variant, a
 * colour, the site's name or a flag in the Controls panel and the story re-renders themed by it. A
 * control is an arg named `cms…` with the CMS patch it makes; the CMS decorator (.storybook/
 * preview.tsx) merges the patches of the set controls over the story's own patch, on top of the
 * toolbar's retailer or the JSON in the CMS preview panel. A story opts in with `cmsArgTypes`.
 *
 * The variant controls use the families' own patches (the flag matrices' `select`, menuPatch), so
 * a variant added to a table is a new option here too.
 */
import type { ArgTypes } from '@storybook/react-vite';
import { fieldPatch, flagMatrices, mergePatch, menuVariants, providerKinds, type CmsPatch, type MenuVariant } from '@storefront/components';
import { menuPatch } from '../Chrome/SideMenuStory.tsx';

interface CmsControl {
  name: string;
  description: string;
  control: 'select' | 'color' | 'text' | 'boolean';
  options?: readonly string[];
  patch: (value: never) => CmsPatch;
}

const variantControl = <V extends string>(
  name: string,
  description: string,
  options: readonly V[],
  patch: (variant: V) => CmsPatch,
): CmsControl => ({
  name,
  description,
  control: 'select',
  options,
  patch: patch as (value: never) => CmsPatch,
});

const field = (name: string, path: `${string}.${string}`, control: CmsControl['control']): CmsControl => ({
  name,
  description: path,
  control,
  patch: ((value: unknown) => fieldPatch(path, value)) as (value: never) => CmsPatch,
});

/** The controls, by arg name. */
export const cmsControls = {
  cmsHeader: variantControl(
    'Header variant',
    'headerFooterSettings: the header flag turned on',
    flagMatrices.headers.variants,
    flagMatrices.headers.select,
  ),
  cmsBottomBar: variantControl(
    'Bottom bar design',
    'headerFooterSettings: the footer flag turned on',
    flagMatrices.bottomBars.variants,
    flagMatrices.bottomBars.select,
  ),
  cmsSideMenu: variantControl<MenuVariant>('Side menu version', 'activeVersionCms: the menu version turned on', menuVariants, menuPatch),
  cmsDealCard: variantControl(
    'Deal card design',
    'DealsCardSettingsCMS: the card flag turned on',
    flagMatrices.dealCards.variants,
    flagMatrices.dealCards.select,
  ),
  cmsProvider: variantControl('Menu provider', 'initialSiteData.provider', providerKinds, (value) =>
    fieldPatch('initialSiteData.provider', value),
  ),
  cmsSiteName: field('Site name', 'siteSettings.siteName', 'text'),
  cmsPrimaryColor: field('Primary colour', 'generalSettingsComponentUiData.primaryColor', 'color'),
  cmsAccentColor: field('Accent colour', 'generalSettingsComponentUiData.accentColor', 'color'),
  cmsHeaderBackground: field('Header background', 'generalSettingsComponentUiData.headerBackgroundColor', 'color'),
  cmsHeaderFont: field('Header text colour', 'generalSettingsComponentUiData.headerFontColor', 'color'),
  cmsPageBackground: field('Page background', 'generalSettingsComponentUiData.pageBackgroundColor', 'color'),
  cmsDealDescription: field('Deal descriptions', 'dealsSettingsCms.isDescriptionActive', 'boolean'),
  cmsHideDelivery: field('Hide delivery', 'deliverySettingsCMS.hideDeliveryBtn', 'boolean'),
  cmsTurnOffCurbside: field('Turn off curbside pickup', 'deliverySettingsCMS.turnOffCurbsidePickup', 'boolean'),
} satisfies Record<`cms${string}`, CmsControl>;

export type CmsControlArgs = { [K in keyof typeof cmsControls]?: string | boolean };

/** Storybook's argTypes of the controls (category 'CMS'; unset means the retailer's own value). */
export const cmsArgTypes: ArgTypes<CmsControlArgs> = Object.fromEntries(
  Object.entries(cmsControls).map(([arg, control]: [string, CmsControl]) => [
    arg,
    {
      name: control.name,
      description: control.description,
      control: control.control,
      ...(control.options ? { options: control.options } : {}),
      table: { category: 'CMS' },
    },
  ]),
) as ArgTypes<CmsControlArgs>;

/**
 * The CMS patch of a story's args: each set `cms…` control's patch, merged in the table's order. A
 * value a control does not offer (an edited URL) is left out; other args are not the CMS's.
 */
export function cmsArgsPatch(args: Readonly<Record<string, unknown>>): CmsPatch | undefined {
  let patch: unknown;
  for (const [arg, control] of Object.entries(cmsControls) as Array<[string, CmsControl]>) {
    const value = args[arg];
    if (value === undefined || value === null || value === '') continue;
    const valid =
      control.control === 'boolean'
        ? typeof value === 'boolean'
        : control.options
          ? control.options.includes(String(value))
          : typeof value === 'string';
    if (valid) patch = mergePatch(patch ?? {}, control.patch(value as never));
  }
  return patch as CmsPatch | undefined;
}
