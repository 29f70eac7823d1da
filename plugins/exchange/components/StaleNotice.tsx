/** Tells the player when shown prices may be out of date: the connection is down or a market went quiet. */
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0;
  padding: 6px 10px;
  background: #fff4d6;
  color: #6b4b00;
  border: 1px solid #f0c14b;
  border-radius: 6px;
  font-size: 13px;
  font-weight: 600;
`;

export const CONNECTION_LOST = 'Connection lost: prices may be out of date. Reconnecting…';
export const PRICES_STALE = 'Prices are not updating: they may be out of date.';

export function StaleNotice({ connectionDown, stale }: { connectionDown: boolean; stale: boolean }) {
  if (!connectionDown && !stale) return null;
  return (
    <Notice role="status" data-testid="stale-notice">
      {connectionDown ? CONNECTION_LOST : PRICES_STALE}
    </Notice>
  );
}
