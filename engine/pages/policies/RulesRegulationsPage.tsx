/** /rules-regulations: how markets are offered, limited, suspended and settled (spec section 9 rules included). */
import { PageCard } from '../page-kit';
import { PolicyArticle } from './PolicyArticle';

/** The default stake limits per market, in rupees (spec section 9). */
const LIMITS: ReadonlyArray<readonly [string, string, string]> = [
  ['Cricket match odds', '₹1', '₹1,00,000'],
  ['Cricket fancy (session) markets', '₹1', '₹1,00,000'],
  ['Cricket bookmaker markets', '₹100', '₹20,00,000'],
  ['Football match odds, bookmaker and fancy', '₹100', '₹50,000'],
  ['Tennis match odds, bookmaker and fancy', '₹100', '₹50,000'],
  ['Toss markets', '₹100', '₹25,000'],
];

/** The default delay between pressing Place Bet and the bet reaching the exchange. */
const DELAYS: ReadonlyArray<readonly [string, string]> = [
  ['Match odds', '5 seconds'],
  ['Bookmaker', '5 seconds'],
  ['Fancy (session) and innings runs', '5 seconds'],
  ['Football', '5 seconds'],
  ['Tennis', '5 seconds'],
  ['Virtual cricket', '5 seconds'],
  ['Ball-by-ball', '5 seconds'],
];

export default function RulesRegulationsPage() {
  return (
    <PageCard title="Rules & Regulations" lead="These rules apply to every bet placed on this exchange. Please read them before you play." testId="policy-rules-regulations">
      <PolicyArticle>
        <h2>1. General</h2>
        <ul>
          <li>You must be 18 years or older and allowed by the law of your state to take part. Residents of states where online betting is prohibited must not use this site.</li>
          <li>All amounts are in Indian rupees (₹). Your available balance is your balance less your exposure, the most you could lose on your open bets.</li>
          <li>A bet is accepted only once it appears in your Open Bets. A bet shown in the bet slip but not yet confirmed is not a bet.</li>
          <li>Bets placed because of an obvious error in prices, a technical fault or a delayed feed may be voided. Where a bet is voided the stake is returned in full.</li>
          <li>Bets placed using software, automated tools, shared accounts or information not available to the public (such as courtsiding or live-feed advantages) are void, and the account may be closed.</li>
          <li>The exchange’s record of a bet, including its time, price and stake, is final unless it is shown to be wrong.</li>
        </ul>

        <h2>2. Stake limits</h2>
        <p>Unless a market shows other limits on its bet slip, these minimum and maximum stakes apply to a single bet:</p>
        <RulesTable headings={['Market', 'Minimum', 'Maximum']} rows={LIMITS} />
        <p>Prices may be set from 1.01 to 1000. A market may also cap the total a player can win on it; the bet slip shows that cap when it applies.</p>

        <h2>3. Bet delay</h2>
        <p>To keep markets fair while play is live, a bet waits a few seconds before it reaches the exchange, and is accepted only if the price is still available then. If the price has moved you will see “The odds of your selection have changed.” and no bet is placed; the bet slip stays open and offers to place the bet again at the current price in one tap.</p>
        <RulesTable headings={['Market', 'Default delay']} rows={DELAYS} />

        <h2>4. Match odds and bookmaker</h2>
        <ul>
          <li>Match odds are settled on the official result. If a match is abandoned, tied without a super over, or declared no result, match odds bets are void unless a result is declared under the competition’s rules.</li>
          <li>Bookmaker markets are settled on the official result, in the same way as match odds.</li>
          <li>Comparison markets (for example, which team scores more runs in its innings) need enough play from both teams: at least 25 overs of each innings in a one-day match (ODI) and at least 10 overs of each innings in a T20. If fewer overs are bowled, bets on the comparison are void.</li>
        </ul>

        <h2>5. Fancy (session) markets</h2>
        <ul>
          <li>A fancy market asks whether a total (runs in an over or session, a batter’s runs, fall of a wicket) will be over the line (Yes) or under it (No). It is settled on the figure in the official scorecard.</li>
          <li>Advance fancy markets, offered before the match starts, are suspended 60 minutes before the scheduled start of the match. Bets already placed stand.</li>
          <li>If an innings or match is cut short before the over or event of a fancy market is completed, that market is void; markets that were already completed are settled.</li>
          <li>A batter’s runs market is settled on the runs at the end of the innings if the batter is not out; if the batter retires hurt the runs at that moment count. If the batter does not face a ball, the market is void.</li>
          <li>Markets are suspended while the ball is in play (“Ball Running”) and when the scoring of a delivery is under review.</li>
          <li>Tournament totals during IPL 2021: if a match is abandoned or its overs are reduced, the totals markets of that match use the tournament averages of 26 fours, 13 sixes and 12 wickets per match.</li>
        </ul>

        <h2>6. Tournament and series markets</h2>
        <ul>
          <li>Tournament markets (top batter, total sixes of the tournament and similar) stand only if at least 45 matches of the tournament are completed; with fewer, they are void.</li>
          <li>When a result is delayed, disputed or not yet official, we wait up to 45 days for it. Markets are then settled on the official result, or void if none has been declared within 45 days.</li>
        </ul>

        <h2>7. Football and tennis</h2>
        <ul>
          <li>Football markets are settled on the result after 90 minutes plus stoppage time; extra time and penalty shoot-outs do not count unless the market says so.</li>
          <li>Tennis match odds stand if the first set is completed. If a player retires or is disqualified after that, the player who goes through wins.</li>
        </ul>

        <h2>8. Virtual cricket and ball-by-ball</h2>
        <p>Virtual matches and ball-by-ball markets follow a simulated game; their result is the one shown on screen when the market closes and cannot be disputed on the grounds of real-world play.</p>

        <h2>9. Casino</h2>
        <ul>
          <li>Casino and slot games are played in casino points: 10 rupees = 1 point. A stake of ₹1,000 is 100 points; winnings in points are paid back at the same rate.</li>
          <li>Each casino game’s own rules, shown inside the game, decide its results. A game round interrupted by a connection fault is settled as the game provider records it.</li>
        </ul>

        <h2>10. Cash out and cancellations</h2>
        <p>Cash out places an opposite bet at the current price so that your result is the same whatever happens. It is a new bet, subject to the bet delay and to the price still being available. Unmatched bets may be cancelled until they are matched; matched bets cannot be cancelled.</p>

        <p className="updated">These rules may change; the version shown here applies to bets placed from the time it is published.</p>
      </PolicyArticle>
    </PageCard>
  );
}

/** A rules table: the market, then its values (amounts, times) aligned as numbers. */
function RulesTable({ headings, rows }: { headings: readonly string[]; rows: ReadonlyArray<readonly [string, ...string[]]> }) {
  return (
    <div className="table-wrap">
      <table>
        <thead>
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([market, ...values]) => (
            <tr key={market}>
              <td>{market}</td>
              {values.map((value, i) => (
                <td key={i} className="num">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
