/**
 * Account pages (spec 2.1, 2.3 'Your Account' menu, 6): sign-in, the account area, orders and lists,
 * notifications, settings, chat and the mobile menu pages.
 */
import {
  Button,
  hasChatPlatform,
  PostForm,
  menuLinksWithTargets,
  SIGN_OUT_LABEL,
  YOUR_ACCOUNT_HEADING,
  yourAccountLinksFor,
} from '@storefront/components';
import { PageFrame } from '../../layout/PageFrame.tsx';
import { SignInRequired } from '../../layout/SignInRequired.tsx';
import type { PageModule, PageProps } from '../../routes/PageProps.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { selectIsSignedIn, useSessionStore } from '../../stores/index.ts';
import { signOutShopper } from '../../api/session.ts';
import { useFormTarget } from '../../shop/useFormTarget.ts';
import { LinkList, type LinkListItem } from '../shared/LinkList.tsx';
import { Section } from '../shared/Section.tsx';
import { SignInForm, SignUpForm } from './SignInForm.tsx';
import { ForgotPassword, ResetPassword } from './PasswordReset.tsx';
import { YourOrders } from './YourOrders.tsx';
import { BuyAgain, KeepShoppingFor } from './ProductLists.tsx';
import { CloseYourAccount, LoginAndSecurity, RequestYourInformation } from './AccountSettings.tsx';
import { SavedForLaterSection } from '../cart/SavedForLaterSection.tsx';
import * as css from '../shared/page.css.ts';

/** The 'Your Account' links of the desktop account menu (spec 2.3), in its order: the components' table. */
function accountLinkItems(chatConfigured: boolean): LinkListItem[] {
  return yourAccountLinksFor(chatConfigured).map(({ label, href }) => ({ key: href, label, href }));
}

function AuthPage({ route }: PageProps) {
  const form = {
    'sign-in': <SignInForm />,
    'sign-up': <SignUpForm />,
    'forgot-password': <ForgotPassword />,
    'reset-password': <ResetPassword />,
  }[route.id];
  return <PageFrame title={route.title}>{form ?? null}</PageFrame>;
}

function AccountPage({ route }: PageProps) {
  const { config } = useSite();
  const signedIn = useSessionStore(selectIsSignedIn);
  const user = useSessionStore((state) => state.user);
  const signOutForm = useFormTarget('signOut');
  if (!signedIn) {
    return (
      <PageFrame title={route.title}>
        <SignInRequired />
      </PageFrame>
    );
  }
  const settingsPage = {
    'login-and-security': <LoginAndSecurity />,
    'request-your-information': <RequestYourInformation />,
    'close-your-account': <CloseYourAccount />,
  }[route.id];
  if (settingsPage) return <PageFrame title={route.title}>{settingsPage}</PageFrame>;
  return (
    <PageFrame title={route.title}>
      {user ? <p className={css.text}>Hello, {user.firstName}</p> : null}
      {route.id === 'account' || route.id === 'profile' || route.id === 'account-new' ? (
        <LinkList label={YOUR_ACCOUNT_HEADING} items={accountLinkItems(hasChatPlatform(config))} />
      ) : null}
      {/* A form: signing out works before the page's code has loaded (the server ends the session and comes back). */}
      <PostForm target={signOutForm} onSubmit={() => void signOutShopper()}>
        <Button type="submit" variant="secondary">
          {SIGN_OUT_LABEL}
        </Button>
      </PostForm>
    </PageFrame>
  );
}

/** /menu and /menu-profile: the CMS main menu and the account links. */
function MenuPage({ route }: PageProps) {
  const { config } = useSite();
  const signedIn = useSessionStore(selectIsSignedIn);
  const menu = menuLinksWithTargets(config.menuLinkWidgetCmsData.links, { placement: 'sideMenu', ...config.siteSettings }).map(
    (link, index) => ({
      key: `${index}-${link.label}`,
      label: link.label,
      href: link.href,
    }),
  );
  return (
    <PageFrame title={route.title}>
      {menu.length > 0 ? (
        <Section title="Main Menu">
          <LinkList items={menu} />
        </Section>
      ) : null}
      <Section title={YOUR_ACCOUNT_HEADING}>
        {signedIn ? <LinkList items={accountLinkItems(hasChatPlatform(config))} /> : <SignInRequired />}
      </Section>
    </PageFrame>
  );
}

function ListsPage({ route, params }: PageProps) {
  const signedIn = useSessionStore(selectIsSignedIn);
  // Keep Shopping For is this device's browsing: a guest has it too.
  if (route.id === 'keep-shopping-for') return <PageFrame title={route.title}>{<KeepShoppingFor />}</PageFrame>;
  const content = {
    'your-order': <YourOrders />,
    'buy-again': <BuyAgain />,
    'save-for-later': <SavedForLaterSection showEmpty />,
    'your-list': <SavedForLaterSection showEmpty kind="yourList" />,
    'my-wishlist': <SavedForLaterSection showEmpty kind="yourList" />,
    'your-list-detail': <SavedForLaterSection showEmpty kind="yourList" listSlug={params.slug ?? ''} />,
  }[route.id];
  return <PageFrame title={route.title}>{signedIn ? (content ?? null) : <SignInRequired />}</PageFrame>;
}

const pages: PageModule = {
  auth: AuthPage,
  account: AccountPage,
  menu: MenuPage,
  lists: ListsPage,
};
export default pages;
