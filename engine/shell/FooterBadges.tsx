/**
 * The footer's payment, age and licensing badges, drawn here as plain shapes and words (no third-party
 * marks), with the app links. Loaded after the page paints: nothing here is above the fold.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  h2 { width: 100%; margin: 0; font-size: 13px; font-weight: 600; opacity: 0.8; }
  a { font-weight: 600; }
`;

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 10px 0 6px;
  border-radius: 6px;
  background: #fff;
  color: #1c1c1c;
  font-size: 12px;
  font-weight: 700;
  white-space: nowrap;
  svg { flex: none; }
`;

function Badge({ label, icon }: { label: string; icon: ReactNode }) {
  return (
    <Chip>
      <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
        {icon}
      </svg>
      {label}
    </Chip>
  );
}

export default function FooterBadges() {
  return (
    <>
      <Row>
        <h2>Pay with</h2>
        <Badge
          label="UPI"
          icon={
            <>
              <path d="M4 4l6 7-6 7" fill="none" stroke="#1d8a4e" strokeWidth="2.5" />
              <path d="M10 4l6 7-6 7" fill="none" stroke="#e06c1f" strokeWidth="2.5" />
            </>
          }
        />
        <Badge label="Bank transfer" icon={<path d="M2 8l9-5 9 5zM3 9h16M5 10v7m4-7v7m4-7v7m4-7v7M3 19h16" fill="none" stroke="#1c1c1c" strokeWidth="1.5" />} />
      </Row>
      <Row>
        <h2>Play responsibly</h2>
        <Badge
          label="18+ only"
          icon={
            <>
              <circle cx="11" cy="11" r="9.5" fill="none" stroke="#c62828" strokeWidth="2" />
              <path d="M6 13h10" stroke="#c62828" strokeWidth="2" />
            </>
          }
        />
        <Badge
          label="Responsible gambling"
          icon={
            <>
              <path d="M11 1c5 3 9 3 9 3v7c0 4-4 7-9 9-5-2-9-5-9-9V4s4 0 9-3z" fill="#1d8a4e" />
              <path d="M6.5 11l3 3 6-6" fill="none" stroke="#fff" strokeWidth="2" />
            </>
          }
        />
        <Badge
          label="Licensed operator"
          icon={
            <>
              <circle cx="11" cy="8" r="6" fill="none" stroke="#b8860b" strokeWidth="2.2" />
              <path d="M7 13l-2.5 8 6.5-3 6.5 3-2.5-8" fill="#b8860b" />
            </>
          }
        />
      </Row>
      <Row>
        <h2>Apps</h2>
        <a href="/download-apk">Android app</a>
        <Link to="/sports-page/Cricket/4">Live scores</Link>
      </Row>
    </>
  );
}
