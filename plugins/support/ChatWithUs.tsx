/** The drawer's Help & Support entry. */
import styled from 'styled-components';
import { openSupportPanel } from './state';

const Entry = styled.button`
  display: block;
  width: 100%;
  text-align: left;
  padding: 10px 12px;
  border: 0;
  background: none;
  cursor: pointer;
`;

export function ChatWithUs() {
  return (
    <Entry type="button" onClick={openSupportPanel}>
      Chat With Us
    </Entry>
  );
}
