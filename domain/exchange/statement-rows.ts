/** A settled market's line of betting profit and loss, in paise, as the exchange computes it and the statements show it. */
export interface MarketProfitLoss {
  marketId: string;
  marketName: string;
  eventId: string;
  eventName: string;
  eventTypeId: string;
  settledAt: number;
  /** Net of commission, as posted to the ledger. */
  profitLoss: number;
  /** The sandbox exchange charges none. */
  commission: number;
}
