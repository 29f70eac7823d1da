/** The one way the product writes numbers for players: money, sizes, odds, multipliers and dates. */
export { formatPaise, formatRupeesFromPaise, formatShortRupees } from './money';
export { formatSignedRupees } from './signed-money';
export { formatSize } from './size';
export { stakeLabel } from './stake-label';
export { formatAverageOdds, formatOdds, formatOddsHundredths, oddsDecimals } from './odds';
export { formatMultiplier } from './multiplier';
export { formatPayoutRatio } from './payout-ratio';
export {
  CLOCK_FORMAT, DATE_FORMAT, DATE_TIME_FORMAT, DATE_TIME_MINUTES_FORMAT, FILE_DATE_TIME_FORMAT, INDIA_OFFSET_MINUTES, TIME_FORMAT, formatAtOffset, formatIndiaDateTime, formatWallClock,
} from './date-time';
export { AMOUNT_DECIMALS, keepAmountText } from './amount-input';
