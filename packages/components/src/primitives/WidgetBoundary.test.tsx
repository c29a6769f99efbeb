import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { render, screen } from '@testing-library/react';
import { WidgetBoundary, withWidgetBoundary } from './WidgetBoundary.tsx';

function Broken({ explode }: { explode: boolean }): ReactNode {
  if (explode) throw new Error('bad CMS block');
  return <p>Widget ok</p>;
}

describe('WidgetBoundary', () => {
  let consoleError: MockInstance<typeof console.error>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('keeps the rest of the page when one widget throws, and logs the widget name', () => {
    render(
      <main>
        <WidgetBoundary name="Ticker">
          <Broken explode />
        </WidgetBoundary>
        <p>Rest of the page</p>
      </main>,
    );
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    expect(screen.queryByText('Widget ok')).not.toBeInTheDocument();
    const logged = consoleError.mock.calls.find((call) => String(call[0]).includes('[WidgetBoundary] "Ticker"'));
    expect(logged).toBeDefined();
    expect((logged?.[1] as Error).message).toBe('bad CMS block');
  });

  it('renders the quiet fallback when one is given and calls onError', () => {
    const onError = vi.fn();
    render(
      <WidgetBoundary name="Deals" fallback={<p>Deals are unavailable.</p>} onError={onError}>
        <Broken explode />
      </WidgetBoundary>,
    );
    expect(screen.getByText('Deals are unavailable.')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('renders its children untouched when nothing throws', () => {
    render(
      <WidgetBoundary name="Ticker">
        <Broken explode={false} />
      </WidgetBoundary>,
    );
    expect(screen.getByText('Widget ok')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('tries again when resetKey changes', () => {
    const { rerender } = render(
      <WidgetBoundary name="Ticker" resetKey={1}>
        <Broken explode />
      </WidgetBoundary>,
    );
    expect(screen.queryByText('Widget ok')).not.toBeInTheDocument();
    rerender(
      <WidgetBoundary name="Ticker" resetKey={2}>
        <Broken explode={false} />
      </WidgetBoundary>,
    );
    expect(screen.getByText('Widget ok')).toBeInTheDocument();
  });

  it('withWidgetBoundary wraps a component', () => {
    const Safe = withWidgetBoundary(Broken, 'Broken');
    render(
      <>
        <Safe explode />
        <p>After</p>
      </>,
    );
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(Safe.displayName).toBe('WidgetBoundary(Broken)');
  });
});
