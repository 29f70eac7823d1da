/** The frame shared by the account and policy pages: a titled card that reads well from 375 px up. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const Card = styled.section`
  max-width: 760px;
  margin: 0 auto;
  background: #fff;
  color: #1c1c1c;
  border-radius: 12px;
  padding: 16px;
  box-shadow: 0 1px 4px rgba(0, 0, 0, 0.12);
  h1 { margin: 0 0 4px; font-size: 20px; }
  > p.lead { margin: 0 0 16px; color: #475467; font-size: 14px; overflow-wrap: anywhere; }
  @media (min-width: 1024px) { padding: 24px 28px; h1 { font-size: 24px; } }
`;

export function PageCard({ title, lead, children, testId }: { title: string; lead?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card aria-labelledby="page-title" data-testid={testId}>
      <h1 id="page-title">{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </Card>
  );
}

const action = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 20px;
  border-radius: 8px;
  font-weight: 700;
  font-size: 15px;
  text-decoration: none;
  background: var(--wl-color-theme);
  color: var(--wl-color-on-theme, #fff);
`;

/** A page's main way on, drawn as a button: a page of the app, or (ActionAnchor) a file or another site. */
export const ActionLink = styled(Link)`
  ${action}
`;

export const ActionAnchor = styled.a`
  ${action}
`;

/** A page's ways on, side by side where they fit. */
export const PageActions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin: 20px 0 0;
`;
