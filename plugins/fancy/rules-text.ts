/** The rules shown in the Rules popup: the spec's constants (section 9), in the player's words. */
export const GENERAL_RULES: readonly string[] = [
  'All amounts are in Indian rupees (₹).',
  'Bets are accepted between ₹1 and ₹1,00,000 on match odds and fancy, and between ₹100 and ₹20,00,000 on the bookmaker. Football and tennis markets accept ₹100 to ₹50,000.',
  'Every bet waits 5 seconds before it is accepted (match odds, bookmaker, fancy, football, tennis, virtual cricket and ball-by-ball). Prices can change during the wait.',
  'Odds range from 1.01 to 1000.',
  'Bookmaker markets compare with the first 25 overs in one-day matches and the first 10 overs in T20 matches where a match is shortened.',
  'If a result is disputed or not known, the market is voided or settled within 45 days.',
];

export const FANCY_RULES: readonly string[] = [
  'Yes wins when the runs reach the Yes line; No wins when the runs stay below the No line.',
  'The rate is the percentage paid: a Yes bet of ₹100 at rate 90 wins ₹90 and loses ₹100. A rate of 0 pays as 100.',
  'Your book shows your profit or loss for every run total; ranges between two lines you bet on may win or lose on both bets.',
  'Advance fancy markets are suspended 60 minutes before the match starts.',
  'Lines are suspended while the ball is being bowled (Ball Running) and when play is interrupted.',
  'If a session is not completed because the innings ends early, it settles on the runs made when the innings ended.',
  "An over's runs line settles on the runs of that over; if the innings ends before the over begins, it is void.",
  "A batter's runs line settles when the batter is out, or on the batter's runs when the innings ends.",
  "A fall of wicket line settles on the innings' runs when that wicket falls, or on the innings' runs when it ends if the wicket never falls.",
  "Fours, sixes, boundaries and wickets lines count like runs: Yes wins when the count reaches the Yes line.",
  "Odd or Even: Yes wins when the innings' runs are odd, No when they are even.",
  'Tournament totals use the IPL 2021 averages where the tournament is not completed: 26 fours, 13 sixes and 12 wickets a match.',
  'Tournament markets are settled on the averages once 45 matches have been played; otherwise they are voided after 45 days.',
];
