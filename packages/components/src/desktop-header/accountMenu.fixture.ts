/**
 * The account menu's 'Your Account' items as spec 2.3 lists them, quoted once for the tests and the
 * stories that check the menu (deliberately not read from accountMenu.ts's own table, so a change
 * there is caught): in order, 'Chat with Retailer' only when a chat platform is configured, then
 * 'Sign Out'.
 */
export const specYourAccountItems = (chat: boolean): string[] => [
  'Your Order',
  'Your List',
  ...(chat ? ['Chat with Retailer'] : []),
  'Keep Shopping For',
  'Blog',
  'Contact Us',
  'Location',
  'Request Your Information',
  'Login & Security',
  'Terms & Condition',
  'Privacy Policy',
  'Customer Support',
  'Close Your Account',
  'Sign Out',
];
