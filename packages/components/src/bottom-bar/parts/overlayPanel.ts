/** What every bottom-bar overlay panel gets from the bar. */
export interface OverlayPanelProps {
  /** The key of the entry chosen while the overlay waits out its close delay, else null. */
  pending: string | null;
  /** Report a navigating choice (the overlay then closes after the design's delay). */
  onChoose: (key: string) => void;
}
