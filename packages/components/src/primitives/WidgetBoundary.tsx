import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

export interface WidgetBoundaryProps {
  /** The widget's name, used in the log line ('Ticker', 'Header', 'DealsCarousel'…). */
  name: string;
  /** What to show instead of a broken widget. Default: nothing (the page simply goes on). */
  fallback?: ReactNode;
  /** When this value changes (e.g. a new CMS config), a failed widget gets another try. */
  resetKey?: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
  children?: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * An error boundary around one widget, so a broken CMS block never blanks the page (DESIGN.md 6).
 * The failure is logged with the widget's name; the shopper sees the fallback (or nothing).
 */
export class WidgetBoundary extends Component<WidgetBoundaryProps, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: WidgetBoundaryProps, state: State): Partial<State> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    return { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[WidgetBoundary] "${this.props.name}" failed to render and was left out of the page.`, error, info.componentStack);
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (this.state.failed) return this.props.fallback ?? null;
    return this.props.children;
  }
}

/** Wraps a widget component in its own WidgetBoundary. */
export function withWidgetBoundary<P extends object>(Widget: ComponentType<P>, name: string): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <WidgetBoundary name={name}>
        <Widget {...props} />
      </WidgetBoundary>
    );
  }
  Bounded.displayName = `WidgetBoundary(${name})`;
  return Bounded;
}
