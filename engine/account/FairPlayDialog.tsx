/** The fair-play warning after login: short, closable with Esc, the close icon or its button. */
import { useSnapshot } from 'valtio';
import { NoticeDialog } from '../ui/NoticeDialog';
import { closeFairPlay, fairPlay } from './fair-play';

export default function FairPlayDialog() {
  const { open } = useSnapshot(fairPlay);
  return (
    <NoticeDialog open={open} onClose={closeFairPlay} title="Fair Play" button="I Understand" testId="fair-play-dialog">
      <p>We keep this exchange fair for every player. Bets are void, and the account may be closed, when they are placed:</p>
      <ul>
        <li>with bots, scripts or other automated tools;</li>
        <li>from shared, borrowed or several accounts of one person;</li>
        <li>on prices shown by mistake or on a delayed feed.</li>
      </ul>
      <p>Play for fun and within your limits.</p>
    </NoticeDialog>
  );
}
