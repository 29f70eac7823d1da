/** A race type the brand keeps as coming soon: the spec's 'Will Be Available Soon' popup; Close goes home. */
import { useNavigate } from 'react-router-dom';
import { ComingSoonNotice } from '../../engine/plugin-api';

export function ComingSoonPopup({ title }: { title: string }) {
  const navigate = useNavigate();
  return <ComingSoonNotice title={title} onClose={() => navigate('/', { replace: true })} />;
}
