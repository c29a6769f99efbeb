/**
 * Seed data of the demo backend beyond the catalogue: the demo shopper, pop-up campaigns, the
 * notification feed, the default search page CMS item.
 */
import type { NotificationItem, User, WishlistItem } from '@storefront/components/domain';
import type { CouponInfo, PopupCampaign, SearchPageCmsItem } from '@storefront/components/api';

/** The demo shopper (created by the seed): sign in with DEMO_USER.email and DEMO_PASSWORD. */
export const DEMO_USER: User = {
  _id: 'user-demo-shopper',
  email: 'shopper@example.com',
  firstName: 'Sam',
  lastName: 'Rivera',
  fullName: 'Sam Rivera',
  phone: '(313) 555-0199',
};
/** The demo shopper's password (README: "Try it"). Change it, or drop the demo shopper, for a real shop. */
export const DEMO_PASSWORD = 'greenleaf-demo-2026';
/** scrypt hash of DEMO_PASSWORD (auth/password.ts format), so seeding needs no hashing; the password is public anyway. */
export const DEMO_PASSWORD_HASH = 'scrypt$32768$8$1$X9fD4I3xd0B2ZA9hRhs2ew$OukmABT1aOcF5YHNjC4euA7BY6BJHjF0i0tYB0aAiXQ';

export const DEFAULT_WISHLIST_NAME = 'My Wishlist';
export const seedWishlist: WishlistItem[] = [
  { slug: 'wedding-cake-flower-3-5g', listName: DEFAULT_WISHLIST_NAME },
  { slug: 'sour-watermelon-gummies-edible-10pk', listName: DEFAULT_WISHLIST_NAME },
  { slug: 'gelato-live-resin-badder-concentrate-1g', listName: 'Weekend' },
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The shopper's feed, dated relative to `now` so day grouping always shows Today, Yesterday and older. */
export function demoNotifications(now: number, seenAt: number | undefined): NotificationItem[] {
  const items: Array<Omit<NotificationItem, 'createdAt' | 'seen'> & { ago: number }> = [
    {
      id: 'notif-001',
      title: 'Your order is ready for pickup',
      body: 'Order #10482 is packed and waiting at Motor City Provisions.',
      link: '/your-order',
      ago: 45 * MINUTE,
    },
    {
      id: 'notif-002',
      title: 'Vape Wednesday is on',
      body: 'Carts, pods and disposables are 15% off today.',
      link: '/deals/vape-wednesday',
      ago: 3 * HOUR,
    },
    {
      id: 'notif-003',
      title: 'Back in stock: Wedding Cake',
      body: 'A fresh batch of Canyon Cured Wedding Cake just landed.',
      link: '/product/wedding-cake-flower-3-5g',
      ago: DAY + 2 * HOUR,
    },
    {
      id: 'notif-004',
      title: 'You left something in your cart',
      body: 'Sour Watermelon Gummies are still waiting for you.',
      link: '/cart',
      ago: 4 * DAY,
    },
    {
      id: 'notif-005',
      title: 'New brand: Quiet Hours',
      body: 'Balanced and high-CBD formulas for rest and recovery.',
      link: '/brands/brand-quiet-hours',
      ago: 9 * DAY,
    },
    {
      id: 'notif-006',
      title: 'Thanks for shopping with us',
      body: 'Rate your last visit and get 5% off the next one.',
      link: '/your-order',
      ago: 40 * DAY,
    },
  ];
  return items.map(({ ago, ...item }) => {
    const createdAt = now - ago;
    return { ...item, createdAt: new Date(createdAt).toISOString(), seen: seenAt !== undefined ? createdAt <= seenAt : ago > 2 * DAY };
  });
}

/** The demo shopper's past order (#10482, the one the feed and the support ticket speak of), dated relative to `now`. */
export const demoOrder = {
  id: 'ord_demo_10482',
  number: '10482',
  retailerId: 'ret-mi-detroit',
  orderType: 'PICKUP',
  pricingType: 'RECREATIONAL',
  status: 'completed',
  ago: 2 * DAY + 4 * HOUR,
  /** Michigan's 10 % excise and 6 % sales tax on $84.00. */
  cents: { subtotal: 8400, discount: 0, tax: 1344, total: 9744 },
  lines: [
    { productId: 'prod-0005', slug: 'wedding-cake-flower-3-5g', name: 'Wedding Cake', option: '3.5g', quantity: 1, unitPriceCents: 4800 },
    {
      productId: 'prod-0025',
      slug: 'sour-watermelon-gummies-edible-10pk',
      name: 'Sour Watermelon Gummies',
      option: '10pk',
      quantity: 2,
      unitPriceCents: 1800,
    },
  ],
  history: [
    { status: 'placed', note: 'Order placed.', ago: 2 * DAY + 4 * HOUR },
    { status: 'accepted', note: 'The store accepted your order.', ago: 2 * DAY + 3 * HOUR + 50 * MINUTE },
    { status: 'ready', note: 'Ready for pickup.', ago: 2 * DAY + 3 * HOUR + 20 * MINUTE },
    { status: 'completed', note: 'Picked up. Thank you!', ago: 2 * DAY + 2 * HOUR },
  ],
} as const;

/** A seeded thread of the demo shopper: a support ticket or a chat with a store, dated relative to `now`. */
export interface DemoThread {
  kind: 'ticket' | 'chat';
  id: string;
  subject: string;
  category?: string;
  status?: string;
  retailerId?: string;
  messages: Array<{ author: 'shopper' | 'staff' | 'store'; body: string; ago: number }>;
}

/** So the support and chat pages show a conversation on first sign-in (support answers, the shopper's turn). */
export const demoThreads: DemoThread[] = [
  {
    kind: 'ticket',
    id: 'tkt_demo_preroll',
    subject: 'Pre-roll missing from my pickup order',
    category: 'order',
    status: 'answered',
    messages: [
      { author: 'shopper', body: 'Hi! My pickup order #10482 came without the Blue Dream pre-roll I paid for.', ago: 2 * DAY + 3 * HOUR },
      {
        author: 'staff',
        body: 'Sorry about that, Sam. The pre-roll was out of stock when your order was packed. We have refunded it to your card; it shows within 3 to 5 business days. Anything else we can help with?',
        ago: DAY + 5 * HOUR,
      },
    ],
  },
  {
    kind: 'chat',
    id: 'cht_demo_hours',
    subject: 'Curbside pickup tonight',
    retailerId: 'ret-mi-detroit',
    messages: [
      { author: 'shopper', body: 'Are you doing curbside pickup tonight after 8?', ago: 5 * HOUR },
      {
        author: 'store',
        body: 'Yes! Curbside runs until 9:30 PM. Park in the marked spots and tap "I\'m here" in your order.',
        ago: 4 * HOUR + 50 * MINUTE,
      },
    ],
  },
];

// ── Pop-up campaigns ───────────────────────────────────────────────────────────────────────────
const unix = (iso: string): number => Math.floor(Date.parse(iso) / 1000);

/** The coupon master code per campaign id (the campaigns with a sign-up form). */
export const campaignCoupons: Record<string, string> = {
  'campaign-welcome': 'WELCOME15',
  'campaign-weekend-bar': 'WEEKEND10',
  'campaign-co-newsletter': 'MILEHIGH20',
};

/** The demo stores per state (the three demo retailers' home states): which campaigns each store runs. */
const storesIn = (state: 'mi' | 'az' | 'co'): string[] =>
  ({
    mi: ['ret-mi-detroit', 'ret-mi-ann-arbor', 'ret-mi-grand-rapids'],
    az: ['ret-az-phoenix', 'ret-az-tempe'],
    co: ['ret-co-denver', 'ret-co-boulder'],
  })[state];

/** A campaign without a thank-you view (a promotion, or a sign-up that simply closes). */
const noThankYou: PopupCampaign['thankSection'] = {
  isEnable: false,
  imageSection: { showLogo: false, logoUrl: '/default.png' },
  contentSection: { heading: '', description: '', showCouponCode: false },
  button: { required: false, name: '', type: 'closeDisplay', navUrl: '' },
};
const noImage = { showLogo: false, logoUrl: '/default.png' };
const everyPage = { type: 'allPages', pageUrls: [] as string[] } as const;
const ongoing = { type: 'ongoing', startTime: 0, endTime: 0 } as const;

/**
 * The demo campaigns (issue 12): every template, kind, button type, schedule and trigger, per
 * state's stores (`retailerIds`; empty: every store). Greenleaf's Michigan stores: a 15 % sign-up
 * pop-up once a visitor has scrolled a quarter of a page and read for a second (coupons in its
 * thank-you view), then a vape flyout 6 s after it closes. Copper State's Arizona stores: a weekend
 * sign-up bar on the home, shop and deals pages (custom dates), then a grand-opening full screen.
 * Mile High's Colorado stores: a full-screen newsletter whose form simply closes (no thank-you
 * view), then a bar linking to the state's rules in a new tab. An expired holiday campaign runs
 * everywhere and is never eligible.
 */
export const demoCampaigns: PopupCampaign[] = [
  {
    _id: 'campaign-welcome',
    campaignName: 'Welcome 15% Off',
    retailerIds: storesIn('mi'),
    isFormEnable: true,
    kind: 'subscribe',
    status: 'active',
    action: 'launch',
    edit: {
      display: { templateType: 'popup' },
      mainSection: {
        contentSection: {
          heading: 'Get 15% off your first order',
          description: 'Join the list for weekly deals and new drops. Adults 21+ only.',
        },
        form: { emailPlaceholder: 'Enter your email' },
        button: { name: 'Get My Code', type: 'linkToUrl', navUrl: '/deals' },
        imageUpload: { showLogo: true, logoUrl: '/images/catalog/categories/new-arrivals.svg' },
      },
    },
    thankSection: {
      isEnable: true,
      imageSection: { showLogo: true, logoUrl: '/images/catalog/categories/staff-picks.svg' },
      contentSection: { heading: "You're in!", description: 'Use this code at checkout for 15% off.', showCouponCode: true },
      button: { required: true, name: 'Shop Deals', type: 'linkToUrl', navUrl: '/deals' },
    },
    schedule: ongoing,
    behavior: {
      trigger: everyPage,
      showOnScroll: { enabled: true, position: 25 },
      timeOnPage: { enabled: true, time: 1 },
    },
  },
  {
    _id: 'campaign-vape-flyout',
    campaignName: 'Vape Wednesday Flyout',
    retailerIds: storesIn('mi'),
    isFormEnable: false,
    kind: 'promotional',
    status: 'active',
    action: 'launch',
    edit: {
      display: { templateType: 'flyout' },
      mainSection: {
        contentSection: { heading: 'Vape Wednesday', description: '15% off carts, pods and disposables all day.' },
        form: { emailPlaceholder: '' },
        button: { name: 'See the deal', type: 'linkToUrl', navUrl: '/deals' },
        imageUpload: { showLogo: true, logoUrl: '/images/catalog/categories/vaporizers.svg' },
      },
    },
    thankSection: noThankYou,
    schedule: ongoing,
    behavior: {
      trigger: everyPage,
      showOnScroll: { enabled: false, position: 0 },
      timeOnPage: { enabled: true, time: 6 },
    },
  },
  {
    _id: 'campaign-weekend-bar',
    campaignName: 'Weekend Bar',
    retailerIds: storesIn('az'),
    isFormEnable: true,
    kind: 'discount',
    status: 'active',
    action: 'launch',
    edit: {
      display: { templateType: 'bar' },
      mainSection: {
        contentSection: { heading: '10% off this weekend', description: 'Drop your email and we will send a code.' },
        form: { emailPlaceholder: 'you@example.com' },
        button: { name: 'Send my code', type: 'closeDisplay', navUrl: '' },
        imageUpload: noImage,
      },
    },
    thankSection: {
      isEnable: true,
      imageSection: noImage,
      contentSection: { heading: 'Check your inbox', description: 'Your weekend code:', showCouponCode: true },
      button: { required: true, name: 'Close', type: 'closeDisplay', navUrl: '' },
    },
    schedule: { type: 'customDates', startTime: unix('2024-01-01T00:00:00Z'), endTime: unix('2030-12-31T23:59:59Z') },
    behavior: {
      trigger: { type: 'specificPages', pageUrls: ['/', '/shop', '/deals'] },
      showOnScroll: { enabled: true, position: 10 },
      timeOnPage: { enabled: true, time: 2 },
    },
  },
  {
    _id: 'campaign-az-grand-opening',
    campaignName: 'Tempe Grand Opening',
    retailerIds: storesIn('az'),
    isFormEnable: false,
    kind: 'promotional',
    status: 'active',
    action: 'launch',
    edit: {
      display: { templateType: 'fullScreen' },
      mainSection: {
        contentSection: {
          heading: 'Our Tempe store is open',
          description: 'Doors open at 8 a.m. with first-day deals on every shelf. Pickup and curbside from day one.',
        },
        form: { emailPlaceholder: '' },
        button: { name: 'Got it', type: 'closeDisplay', navUrl: '' },
        imageUpload: { showLogo: true, logoUrl: '/images/catalog/categories/staff-picks.svg' },
      },
    },
    thankSection: noThankYou,
    schedule: ongoing,
    behavior: {
      trigger: everyPage,
      showOnScroll: { enabled: false, position: 0 },
      timeOnPage: { enabled: true, time: 4 },
    },
  },
  {
    _id: 'campaign-co-newsletter',
    campaignName: 'Mile High Newsletter',
    retailerIds: storesIn('co'),
    isFormEnable: true,
    kind: 'subscribe',
    status: 'active',
    action: 'launch',
    edit: {
      display: { templateType: 'fullScreen' },
      mainSection: {
        contentSection: {
          heading: 'The Mile High letter',
          description: 'New strains, restocks and member prices, once a week. 20% off your next order when you join.',
        },
        form: { emailPlaceholder: 'Your email' },
        button: { name: 'Join the list', type: 'closeDisplay', navUrl: '' },
        imageUpload: { showLogo: true, logoUrl: '/images/catalog/categories/new-arrivals.svg' },
      },
    },
    thankSection: noThankYou,
    schedule: ongoing,
    behavior: {
      trigger: everyPage,
      showOnScroll: { enabled: false, position: 0 },
      timeOnPage: { enabled: true, time: 3 },
    },
  },
  {
    _id: 'campaign-co-rules-bar',
    campaignName: 'Know the Rules',
    retailerIds: storesIn('co'),
    isFormEnable: false,
    kind: 'promotional',
    status: 'active',
    action: 'launch',
    edit: {
      display: { templateType: 'bar' },
      mainSection: {
        contentSection: {
          heading: 'Know the rules',
          description: "Colorado's possession limits and where you can consume, from the state.",
        },
        form: { emailPlaceholder: '' },
        button: { name: 'Read more', type: 'linkToUrl', navUrl: 'https://cdphe.colorado.gov/marijuana' },
        imageUpload: noImage,
      },
    },
    thankSection: noThankYou,
    schedule: { type: 'customDates', startTime: unix('2025-01-01T00:00:00Z'), endTime: unix('2030-12-31T23:59:59Z') },
    behavior: {
      trigger: everyPage,
      showOnScroll: { enabled: true, position: 50 },
      timeOnPage: { enabled: false, time: 0 },
    },
  },
  {
    _id: 'campaign-holiday-2023',
    campaignName: 'Holiday Gift Guide 2023',
    retailerIds: [],
    isFormEnable: false,
    kind: 'promotional',
    status: 'active',
    action: 'launch',
    edit: {
      display: { templateType: 'fullScreen' },
      mainSection: {
        contentSection: {
          heading: 'The holiday gift guide',
          description: 'Ideas for everyone on your list (expired campaign: never eligible).',
        },
        form: { emailPlaceholder: '' },
        button: { name: 'Read the guide', type: 'linkToUrl', navUrl: 'https://example.com/holiday-guide' },
        imageUpload: noImage,
      },
    },
    thankSection: noThankYou,
    schedule: { type: 'customDates', startTime: unix('2023-11-20T00:00:00Z'), endTime: unix('2023-12-31T23:59:59Z') },
    behavior: {
      trigger: everyPage,
      showOnScroll: { enabled: false, position: 0 },
      timeOnPage: { enabled: true, time: 1 },
    },
  },
];

/** A stable 32-bit FNV-1a hash, formatted base-36. */
function hash36(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(36).toUpperCase().padStart(7, '0');
}

/** Same e-mail and campaign → same personal code. */
export function couponFor(campaignId: string, email: string): CouponInfo {
  const masterCode = campaignCoupons[campaignId] ?? 'THANKYOU';
  return { masterCode, codes: [`${masterCode}-${hash36(`${campaignId}:${email.toLowerCase()}`).slice(0, 6)}`] };
}

export const defaultSearchPageCms: SearchPageCmsItem[] = [
  {
    title: 'Search',
    placeholder: 'Search products, brands and categories',
    topBrandsTitle: 'Top Brands',
    trendingProductsTitle: 'Trending Products',
    bannerImage: '/images/catalog/specials/20-off-all-flower.svg',
    bannerImageAlt: '20% off all flower',
    bannerLink: '/deals',
  },
];
