/**
 * The pop-up campaign overlay (spec 2.13, 4, 5, 8): every template renders with its close control;
 * the e-mail form's messages ('Email is required', 'Please enter a valid email', cleared once valid)
 * and the trimmed e-mail; the thank-you view with "Your Coupons: " and the codes in upper case; a
 * failed subscription shows no codes; the main and thank-you buttons hand over the navUrl target;
 * Escape dismisses and focus goes back.
 */
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parsePopupCampaigns, type PopupCampaign } from '../cms/popupCampaign.ts';
import { popupTemplates } from '../rules/navigation/variants.ts';
import {
  POPUP_EMAIL_LABEL,
  POPUP_SUBSCRIBE_FAILED_MESSAGE,
  PopupCampaignOverlay,
  type PopupCampaignOverlayProps,
} from './PopupCampaignOverlay.tsx';

function campaign(overrides: Record<string, unknown> = {}): PopupCampaign {
  return parsePopupCampaigns([
    {
      _id: 'c1',
      campaignName: 'Welcome',
      isFormEnable: true,
      edit: {
        display: { templateType: 'popup' },
        mainSection: {
          contentSection: { heading: 'Get 15% off', description: 'Join the list.' },
          form: { emailPlaceholder: 'Enter your email' },
          button: { name: 'Get My Code', type: 'linkToUrl', navUrl: '/deals' },
          imageUpload: { showLogo: true, logoUrl: '/logo.svg' },
        },
      },
      thankSection: {
        isEnable: true,
        contentSection: { heading: "You're in!", description: 'Use it at checkout.', showCouponCode: true },
        button: { required: true, name: 'Shop Deals', type: 'linkToUrl', navUrl: '/deals' },
      },
      ...overrides,
    },
  ]).campaigns[0]!;
}

function setup(props: Partial<PopupCampaignOverlayProps> = {}) {
  const handlers = {
    onDismiss: vi.fn(),
    onMainClick: vi.fn(),
    onSubscribe: vi.fn(async () => ({ ok: true, codes: ['WELCOME15-ABC123'] })),
    onFinish: vi.fn(),
    onThankYouClick: vi.fn(),
  };
  const user = userEvent.setup();
  render(<PopupCampaignOverlay campaign={campaign()} open {...handlers} {...props} />);
  return { user, ...handlers, ...props };
}

describe('PopupCampaignOverlay', () => {
  it.each(popupTemplates)('%s: a labelled modal dialog with its image, heading, description, form and a close control', (templateType) => {
    setup({ campaign: campaign({ edit: { ...campaign().edit, display: { templateType } } }) });
    const dialog = screen.getByRole('dialog', { name: 'Get 15% off' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector(`[data-popup-template="${templateType}"]`)).not.toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(within(dialog).getByText('Join the list.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(POPUP_EMAIL_LABEL)).toHaveAttribute('placeholder', 'Enter your email');
    const image = dialog.querySelector('img');
    expect(image).toHaveAttribute('src', '/logo.svg');
    expect(image).toHaveAttribute('width');
  });

  it("an unknown template is 'popup' (the default)", () => {
    setup({ campaign: campaign({ edit: { ...campaign().edit, display: { templateType: 'modal' } } }) });
    expect(document.querySelector('[data-popup-template="popup"]')).not.toBeNull();
  });

  it("'Email is required', then 'Please enter a valid email', cleared once valid; the e-mail is trimmed; the thank-you view shows the coupons", async () => {
    const { user, onSubscribe } = setup();
    const submit = screen.getByRole('button', { name: 'Get My Code' });
    await user.click(submit);
    expect(screen.getByRole('alert')).toHaveTextContent('Email is required');
    const input = screen.getByLabelText(POPUP_EMAIL_LABEL);
    expect(input).toHaveFocus();
    await user.type(input, '  sam@example');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.type(input, '.com  ');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(submit);
    expect(onSubscribe).toHaveBeenCalledWith('sam@example.com');
    const dialog = await screen.findByRole('dialog', { name: "You're in!" });
    expect(dialog.querySelector('[data-popup-coupons]')?.textContent).toBe('Your Coupons: WELCOME15-ABC123');
    expect(within(dialog).queryByLabelText(POPUP_EMAIL_LABEL)).toBeNull();
  });

  it('the thank-you view without showCouponCode shows no coupons; its button hands over the navUrl target', async () => {
    const base = campaign();
    const { user, onThankYouClick } = setup({
      campaign: {
        ...base,
        thankSection: { ...base.thankSection, contentSection: { ...base.thankSection.contentSection, showCouponCode: false } },
      },
    });
    await user.type(screen.getByLabelText(POPUP_EMAIL_LABEL), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Get My Code' }));
    await screen.findByRole('dialog', { name: "You're in!" });
    expect(screen.queryByText(/Your Coupons/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Shop Deals' }));
    expect(onThankYouClick).toHaveBeenCalledWith({ kind: 'same-tab', path: '/deals' });
  });

  it('with the thank section off, a subscription closes the overlay (onFinish)', async () => {
    const base = campaign();
    const { user, onFinish } = setup({ campaign: { ...base, thankSection: { ...base.thankSection, isEnable: false } } });
    await user.type(screen.getByLabelText(POPUP_EMAIL_LABEL), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Get My Code' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('a failed subscription shows no codes and keeps what was typed', async () => {
    const { user } = setup({ onSubscribe: vi.fn(async () => ({ ok: false, codes: [] })) });
    await user.type(screen.getByLabelText(POPUP_EMAIL_LABEL), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Get My Code' }));
    expect(await screen.findByText(POPUP_SUBSCRIBE_FAILED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Your Coupons/)).toBeNull();
    expect(screen.getByLabelText(POPUP_EMAIL_LABEL)).toHaveValue('sam@example.com');
  });

  it.each([
    ['linkToUrl', '/deals', { kind: 'same-tab', path: '/deals' }],
    ['linkToUrl', '#todays-deals', { kind: 'hash', hash: '#todays-deals' }],
    ['linkToUrl', 'https://example.com/guide', { kind: 'new-tab', url: 'https://example.com/guide' }],
    ['linkToUrl', '   ', { kind: 'home' }],
    ['linkToUrl', 'javascript:alert(1)', { kind: 'home' }],
    ['closeDisplay', '/deals', null],
  ])('no form, %s %j: the main button hands over %j', async (type, navUrl, expected) => {
    const base = campaign();
    const { user, onMainClick } = setup({
      campaign: {
        ...base,
        isFormEnable: false,
        edit: {
          ...base.edit,
          mainSection: { ...base.edit.mainSection, button: { name: 'See the deal', type: type as 'linkToUrl', navUrl } },
        },
      },
    });
    expect(screen.queryByLabelText(POPUP_EMAIL_LABEL)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See the deal' }));
    expect(onMainClick).toHaveBeenCalledWith(expected);
  });

  it('Escape dismisses it and focus goes back to where it was', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Before
          </button>
          <PopupCampaignOverlay
            campaign={campaign()}
            open={open}
            onDismiss={() => {
              onDismiss();
              setOpen(false);
            }}
            onMainClick={vi.fn()}
            onSubscribe={vi.fn()}
            onFinish={vi.fn()}
            onThankYouClick={vi.fn()}
          />
        </>
      );
    }
    render(<Host />);
    const before = screen.getByRole('button', { name: 'Before' });
    await user.click(before);
    expect(screen.getByLabelText(POPUP_EMAIL_LABEL)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(before).toHaveFocus();
  });
});

describe('PopupCampaignOverlay under StrictMode', () => {
  it('still shows the thank-you view after a subscription (effects set up twice in development)', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <PopupCampaignOverlay
          campaign={campaign()}
          open
          onDismiss={vi.fn()}
          onMainClick={vi.fn()}
          onSubscribe={vi.fn(async () => ({ ok: true, codes: ['WELCOME15-ABC123'] }))}
          onFinish={vi.fn()}
          onThankYouClick={vi.fn()}
        />
      </StrictMode>,
    );
    await user.type(screen.getByLabelText(POPUP_EMAIL_LABEL), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Get My Code' }));
    expect(await screen.findByRole('dialog', { name: "You're in!" })).toBeInTheDocument();
  });
});
