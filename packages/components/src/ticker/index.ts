export { Ticker, type TickerProps } from './Ticker.tsx';
export {
  tickerPropsFromCms,
  tickerPassSeconds,
  TICKER_SECONDS_PER_ENTRY,
  TICKER_MIN_PASS_SECONDS,
  type TickerEntry,
  type TickerProps as TickerData,
} from './tickerProps.ts';
