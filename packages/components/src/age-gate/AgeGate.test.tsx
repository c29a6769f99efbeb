import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AgeGate } from './AgeGate.tsx';
import { ageGateContent } from './ageGateContent.ts';

const content = ageGateContent({});

function renderGate(hasMedicalMenu = true) {
  const onAnswer = vi.fn();
  render(<AgeGate open content={content} siteName="Greenleaf" hasMedicalMenu={hasMedicalMenu} onAnswer={onAnswer} />);
  return onAnswer;
}

describe('AgeGate', () => {
  it.each([
    ['Yes, I am 21+', 'adult'],
    ['I am a medical patient', 'medical'],
    ['No', 'under-age'],
  ])("'%s' answers %s", (label, answer) => {
    const onAnswer = renderGate();
    fireEvent.click(screen.getByRole('button', { name: label }));
    expect(onAnswer).toHaveBeenCalledWith(answer);
  });

  it('is a modal dialog named by its question, focus inside, with no way out but an answer', () => {
    renderGate();
    const dialog = screen.getByRole('dialog', { name: 'Are you 21 or older?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(document.querySelector('[data-dialog-backdrop]') as Element);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows the medical-patient path only where the retailer has a medical menu', () => {
    renderGate(false);
    expect(screen.queryByRole('button', { name: 'I am a medical patient' })).toBeNull();
  });

  it("'No' shows the polite exit, and 'Go back' asks again", () => {
    renderGate();
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.getByRole('dialog', { name: 'Sorry, you are not old enough to visit' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeInTheDocument();
  });
});

describe('AgeGate, pending (the server’s HTML, before the stored answer is read)', () => {
  it('is rendered by the server in place: the question, not modal, marked for the consent attribute', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<AgeGate open pending content={content} siteName="Greenleaf" hasMedicalMenu onAnswer={() => undefined} />);
    expect(html).toContain('data-age-gate-pending');
    expect(html).toContain('role="dialog"');
    expect(html).not.toContain('aria-modal');
    expect(html).toContain('Are you 21 or older?');
    expect(html).toContain('data-state="open"');
  });

  it('takes no focus while pending, and shows at once (no entrance transition) when it starts asking', () => {
    const props = { content, siteName: 'Greenleaf', hasMedicalMenu: true, onAnswer: () => undefined };
    const { rerender } = render(<AgeGate open pending {...props} />);
    const pendingDialog = screen.getByRole('dialog', { name: 'Are you 21 or older?' });
    expect(pendingDialog.contains(document.activeElement)).toBe(false);
    rerender(<AgeGate open {...props} />);
    const dialog = screen.getByRole('dialog', { name: 'Are you 21 or older?' });
    // The same element asks: the first paint's text is not replaced by a later one.
    expect(dialog).toBe(pendingDialog);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.querySelector('[data-age-gate-pending]')).toBeNull();
  });
});
