/** The casino notice: casino games run in points, 10 rupees = 1 point. */
import { useSnapshot } from 'valtio';
import { NoticeDialog } from '../ui/NoticeDialog';
import { casinoNotice, closeCasinoNotice } from './casino-notice';

export default function CasinoNoticeDialog() {
  const { open, timesOpened } = useSnapshot(casinoNotice);
  return (
    <NoticeDialog open={open} onClose={closeCasinoNotice} title="Casino Points" button="OK" width={400} testId="casino-notice" data={{ 'data-times-opened': timesOpened }}>
      <p>
        <strong>10 rupees = 1 point.</strong> Casino and slot games show your balance and stakes in points.
      </p>
      <p>A ₹1,000 balance plays as 100 points, and points you win come back to your balance at the same rate.</p>
    </NoticeDialog>
  );
}
