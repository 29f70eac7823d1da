/** Where an event lookup that found nothing lands. */
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Box = styled.section`
  text-align: center;
  padding: 48px 16px;
  a { color: var(--wl-color-theme); font-weight: 600; }
`;

export function DefaultPage() {
  return (
    <Box>
      <h1>This event is not available</h1>
      <p>It may have finished or been removed from the market.</p>
      <Link to="/">Back to home</Link>
    </Box>
  );
}
