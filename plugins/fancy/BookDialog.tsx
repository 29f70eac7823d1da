/**
 * The player's book of a line: P&L for every run total, as ranges. It changes only at the lines bet on,
 * so a range such as "46 to 49" is a gap zone between two lines, shown as it is, never netted away.
 */
import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { ModalClose, ModalContent, ModalOverlay } from '../../engine/plugin-api';
import { formatRupeesFromPaise } from '../../domain/format';
import { bookZones, zoneLabel } from './session-math';
import { useBook } from './use-book';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-top: 8px;
  font-size: 14px;
  th, td { padding: 8px 10px; border-bottom: 1px solid #e5e7eb; text-align: left; }
  td:last-child, th:last-child { text-align: right; font-variant-numeric: tabular-nums; }
  tr[data-tone='profit'] td { background: #ecfdf3; }
  tr[data-tone='profit'] td:last-child { color: #067647; font-weight: 700; }
  tr[data-tone='loss'] td { background: #fef3f2; }
  tr[data-tone='loss'] td:last-child { color: #b42318; font-weight: 700; }
`;

const Note = styled.p`
  margin: 8px 0 0;
  font-size: 13px;
  color: #4b5563;
`;

export function tone(pnl: number): 'profit' | 'loss' | 'even' {
  return pnl > 0 ? 'profit' : pnl < 0 ? 'loss' : 'even';
}


function BookBody({ marketId }: { marketId: string }) {
  const book = useBook(marketId);
  if (book.status === 'loading') return <Note>Loading your book…</Note>;
  if (book.status === 'error') return <Note role="alert">{book.message}</Note>;
  const zones = bookZones(book.steps);
  if (zones.length === 0 || (zones.length === 1 && zones[0]!.pnl === 0)) return <Note>You have no bets on this line yet.</Note>;
  const worst = Math.min(0, ...zones.map((z) => z.pnl));
  return (
    <>
      <Table data-testid="fancy-book">
        <thead>
          <tr>
            <th scope="col">Runs</th>
            <th scope="col">Profit / Loss</th>
          </tr>
        </thead>
        <tbody>
          {zones.map((zone) => (
            <tr key={zone.from} data-tone={tone(zone.pnl)} data-from={zone.from} data-to={zone.to ?? ''}>
              <td>{zoneLabel(zone)}</td>
              <td>{formatRupeesFromPaise(zone.pnl)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Note>
        Exposure on this line: <strong>{formatRupeesFromPaise(-worst)}</strong>. Each range is where the runs may end; the book only changes at the lines you bet on.
      </Note>
    </>
  );
}

export function BookDialog({ marketId, marketName, onClose }: { marketId: string; marketName: string; onClose: () => void }) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={420} data-testid="fancy-book-dialog">
          <Dialog.Title>Book</Dialog.Title>
          <Dialog.Description>{marketName}</Dialog.Description>
          <BookBody marketId={marketId} />
          <ModalClose aria-label="Close">×</ModalClose>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
