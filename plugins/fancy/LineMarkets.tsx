/** A block of line markets (sessions, or innings runs) with the No / Yes columns and the book dialog. */
import { useState } from 'react';
import { useSession } from '../../engine/plugin-api';
import type { Market } from '../betting/api';
import { BookDialog } from './BookDialog';
import { LineRow } from './LineRow';
import { ColumnHead, Empty, Section, SectionHead } from './line-styles';
import { openRules } from './state';

interface Props {
  title: string;
  markets: readonly Market[];
  /** Said when there is no open line. */
  emptyText: string;
}

export function LineMarkets({ title, markets, emptyText }: Props) {
  const { isLogin } = useSession();
  const [book, setBook] = useState<{ marketId: string; marketName: string } | null>(null);
  const open = markets.filter((m) => m.status !== 'CLOSED');
  return (
    <Section aria-label={title}>
      <SectionHead>
        <h2>{title}</h2>
        <button type="button" onClick={openRules}>
          Rules
        </button>
      </SectionHead>
      {open.length ? (
        <>
          <ColumnHead labels={['No', 'Yes']} />
          {open.map((market) => (
            <LineRow key={market.marketId} marketId={market.marketId} onBook={isLogin ? (m) => setBook({ marketId: m.marketId, marketName: m.marketName }) : undefined} />
          ))}
        </>
      ) : (
        <Empty>{emptyText}</Empty>
      )}
      {book ? <BookDialog marketId={book.marketId} marketName={book.marketName} onClose={() => setBook(null)} /> : null}
    </Section>
  );
}
