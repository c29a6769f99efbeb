import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Box } from '@storefront/tokens/box';
import { AGE_GATE_BACK_LABEL, AgeGate, ageGateContent, type AgeGateAnswer } from '@storefront/components';
import { useStoryCms } from '../support/cms.tsx';

interface AgeGateStoryArgs {
  /** Patch: the retailer has no medical menu (the medical-patient path hides). */
  medicalMenu?: boolean;
}

/** The age gate as the app shows it on a first visit: the fixture's ageGateCms wording, logo and medical menu flag. */
function AgeGateStory({ medicalMenu }: AgeGateStoryArgs) {
  const { config } = useStoryCms();
  const [answer, setAnswer] = useState<AgeGateAnswer | null>(null);
  const passed = answer === 'adult' || answer === 'medical';
  return (
    <Box padding="lg" style={{ minHeight: '40rem' }}>
      <p>The storefront behind the gate: nothing here can be read until the question is answered.</p>
      {passed ? <p role="status">Answered: {answer}</p> : null}
      <AgeGate
        open={!passed}
        content={ageGateContent(config.ageGateCms)}
        logo={config.ageGateCms.logo || config.headerWidgetCmsData.logo}
        siteName={config.siteSettings.siteName}
        hasMedicalMenu={medicalMenu ?? config.retailerMenuTypeSettingsCMS.isMedicalTypeOn}
        onAnswer={setAnswer}
      />
    </Box>
  );
}

/**
 * The first-visit age gate (issue 10): the retailer's CMS wording over an opaque backdrop, no way
 * out but an answer; the medical-patient path where the retailer has a medical menu; 'No' leads to
 * a polite exit with a way back.
 */
const meta = {
  title: 'Store/AgeGate',
  component: AgeGateStory,
  tags: ['screenshot'],
} satisfies Meta<typeof AgeGateStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The question, with the CMS wording; focus starts inside and Escape does not close it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/\S/);
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).getByRole('dialog')).toBeInTheDocument();
    await expect(within(dialog).getAllByRole('button').length).toBeGreaterThanOrEqual(2);
  },
};

/** A retailer without a medical menu: only 21+ and 'No'. */
export const WithoutMedicalMenu: Story = {
  args: { medicalMenu: false },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(within(dialog).getAllByRole('button')).toHaveLength(2);
  },
};

/** 'No': the polite exit view, with 'Go back' for a mistaken answer. */
export const UnderAgeExit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    const no = buttons[buttons.length - 1];
    if (!no) throw new Error('no decline button');
    await userEvent.click(no);
    await expect(await within(dialog).findByRole('button', { name: AGE_GATE_BACK_LABEL })).toBeInTheDocument();
    await expect(dialog.querySelector('[data-age-gate]')).toHaveAttribute('data-age-gate', 'exit');
  },
};

/** Keyboard only: Tab stays inside the gate, Enter on the first button answers 21+ and the gate closes. */
export const KeyboardOnly: Story = {
  tags: ['!screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    }
    const first = within(dialog).getAllByRole('button')[0];
    if (!first) throw new Error('no button');
    first.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByRole('status')).toHaveTextContent('Answered: adult');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};
