/**
 * The published JSON Schema of the CMS payload (schema/cms.schema.json), generated from cmsSchema.
 * Its descriptions live here rather than on the schemas: they are documentation for CMS authors,
 * and keeping them out of the schema modules keeps them out of the app's bundle (the app only
 * parses). Only the writer script and the drift test import this module.
 */
import { registry, toJSONSchema, type core } from 'zod/mini';
import { allowedImageHostsSchema } from './blocks/site.ts';
import { HEX_COLOUR_PATTERN, isImageField } from './fields.ts';
import { cmsSchema, type CmsBlockName } from './schema.ts';

/** Where the published JSON Schema lives, relative to the components package. */
export const CMS_JSON_SCHEMA_PATH = 'schema/cms.schema.json';

const title = 'Storefront CMS settings';
const description = 'The whole CMS payload of one retailer. Every field is optional and has a built-in default.';
const colourDescription = "Hex colour (#rgb or #rrggbb); '' leaves it to the theme default.";
const imageDescription =
  "Image URL; '' = the built-in image. Only the storefront's own origin (a site path such as /images/cms/logo.svg, or a URL on siteSettings.host) or an http(s) URL on a host listed in siteSettings.allowedImageHosts; any other (other hosts, data:) is dropped with a warning.";
const allowedImageHostsDescription =
  "Hosts from which CMS images may load besides the storefront's own origin: host names, optionally with a port (cdn.example.com, cdn.example.com:8443), matched exactly; no scheme, path or wildcard. Empty: own origin only.";

/** One description per block (a missing block is a type error). */
const blockDescriptions: Record<CmsBlockName, string> = {
  initialSiteData: 'Spec 3 "Initial site data".',
  siteSettings:
    'Extension: configurable values the spec does not name (site name, host, deals version, shop paths, link overrides, search type).',
  ageGateCms: "Extension: the first-visit age gate's wording (title 'Are you 21 or older?', the answers, the under-age exit).",
  stickyFooterWidgetCmsData: "Spec 2.5 mobile bottom bar: labels, links, icons ('' = built-in icon), design 5 and 7 overlays.",
  generalSettingsComponentUiData: 'Colours: bottom bar (spec 2.5) and extension brand/accent/header/page colours.',
  headerFooterSettings: 'Header (spec 2.3) and bottom-bar (spec 2.5) variant flags; the first flag on wins.',
  activeVersionCms: 'Store-preference version (spec 2.7; none = default modal) and side-menu version (spec 2.6).',
  menuLinkWidgetCmsData: 'Menu links with sub-links (spec 2.3, 2.6).',
  headerWidgetCmsData: 'Header widget (spec 2.3): logo, sticky, brand label and links.',
  checkoutPopupSettingsCMS: 'Checkout offer popup (spec 2.11).',
  retailerClosePopupCMS: 'Store closed modal (spec 2.12).',
  retailerMenuTypeSettingsCMS: "Medical menu switch (spec 2.8 'Shop Medical').",
  stateSelectionSettingsCMS: "Store-preference 'Select a State' chooser (spec 2.7).",
  deliverySettingsCMS: 'Order-type tabs and delivery availability (spec 2.7).',
  preferenceModalCmsData: 'Default store-preference modal content (spec 2.7).',
  locationPreference: 'Location preference content (spec 2.7).',
  cartProductSectionCmsData: 'Cart sidebar location block (spec 2.10).',
  socialLinksCms: 'Social link groups (spec 2.14).',
  footerCms: 'Desktop footer (spec 2.14).',
  quickLinks: "Desktop footer 'Quick Links' (spec 2.14).",
  tickerPageCms: 'Ticker bar (spec 2.3).',
  tickerCrudData: 'Ticker items (spec 2.3).',
  chatPlatformCms: "Chat platform; 'Chat with Retailer' shows only when one is configured.",
  searchPageCms: 'Search page content; the first item is used (spec 7).',
  dealsImageSettingCMS: 'Deal image settings; the first item is used (spec 3).',
  dealsSettingsCms: 'Deal card description switch (spec 2.9).',
  DealsCardSettingsCMS: 'Deal card design flags (spec 2.9); the first flag on wins, default design five.',
  homeDealsSectionCmsData: "Today's deals section (spec 2.9).",
  homePageSectionsCms:
    "Extension: the home page's sections in order (hero banner, today's deals, the sponsored banner and carousel, categories, trending products, brands); none listed: the default page.",
  providerSettingsCms: 'Provider settings (spec 1): the POS-address flag.',
  customProductCategoryData: 'Custom product categories (spec 2.5 design 7, 3).',
  adConfig: 'Ad configuration: channelId and placements keyed by name (spec 3 "Ad placement").',
  adServiceConfig: 'Retail-media ad service (spec 3, 4 "Ad loading").',
  abandonedCartCampaignSettingsCms: 'Abandoned-cart e-mail campaign; the first item is used (spec 3).',
  abandonedCartNotificationSettingsCms: 'Abandoned-cart browser notifications (spec 3, 4).',
  webAppCms:
    'Extension: the installable web app manifest (name, short name, colours, icons); blanks fall back to the site name, theme colours and built-in icons.',
};

/** A `colour()` field: a default over a string checked against HEX_COLOUR_PATTERN. */
function isColour(schema: core.$ZodType): boolean {
  const def = schema._zod.def;
  if (def.type !== 'default') return false;
  const inner = (def as core.$ZodDefaultDef).innerType._zod.def;
  return (
    inner.type === 'string' &&
    (inner.checks ?? []).some((check) => (check._zod.def as { pattern?: unknown }).pattern === HEX_COLOUR_PATTERN)
  );
}

/** Every schema inside `schema` (objects, lists, records and their wrappers), each once. */
function* walk(schema: core.$ZodType, seen = new Set<core.$ZodType>()): Generator<core.$ZodType> {
  if (seen.has(schema)) return;
  seen.add(schema);
  yield schema;
  const def = schema._zod.def as core.$ZodTypeDef & {
    innerType?: core.$ZodType;
    element?: core.$ZodType;
    valueType?: core.$ZodType;
    shape?: Record<string, core.$ZodType>;
  };
  const children = [def.innerType, def.element, def.valueType, ...(def.type === 'object' ? Object.values(def.shape ?? {}) : [])];
  for (const child of children) if (child) yield* walk(child, seen);
}

/** The titles and descriptions of the JSON Schema. */
function cmsMetadata(): core.$ZodRegistry<core.GlobalMeta> {
  const meta = registry<core.GlobalMeta>();
  meta.add(cmsSchema, { title, description });
  for (const [name, text] of Object.entries(blockDescriptions) as Array<[CmsBlockName, string]>) {
    meta.add(cmsSchema.shape[name], { description: text });
  }
  meta.add(allowedImageHostsSchema, { description: allowedImageHostsDescription });
  for (const schema of walk(cmsSchema)) {
    if (isColour(schema)) meta.add(schema, { description: colourDescription });
    if (isImageField(schema)) meta.add(schema, { description: imageDescription });
  }
  return meta;
}

/** The CMS payload as authored (zod's input side: every field optional, defaults listed). */
export function cmsJsonSchema(): Record<string, unknown> {
  return toJSONSchema(cmsSchema, { io: 'input', target: 'draft-2020-12', metadata: cmsMetadata() }) as Record<string, unknown>;
}

/** The exact text of schema/cms.schema.json. */
export function cmsJsonSchemaText(): string {
  return `${JSON.stringify(cmsJsonSchema(), null, 2)}\n`;
}
