/** Parts shared by the settings page's two forms: a titled panel and an on/off switch. */
import styled from 'styled-components';

export const SettingsPanel = styled.section`
  border: 1px solid #d0d5dd;
  border-radius: 12px;
  padding: 14px;
  margin-bottom: 16px;
  h2 { margin: 0 0 4px; font-size: 17px; }
  .note { margin: 0 0 12px; font-size: 13px; color: #475467; }
  form { display: grid; gap: 12px; }
  .actions { display: flex; gap: 8px; justify-content: flex-end; }
  .actions button { padding: 0 18px; min-width: 110px; }
`;

const SwitchLabel = styled.label`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  font-size: 15px;
  font-weight: 600;
  small { display: block; font-weight: 400; color: #475467; font-size: 13px; }
  input {
    appearance: none;
    flex: none;
    width: 46px;
    height: 26px;
    border-radius: 13px;
    background: #d0d5dd;
    position: relative;
    cursor: pointer;
    transition: background 0.15s;
  }
  input::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 20px;
    height: 20px;
    border-radius: 50%;
    background: #fff;
    transition: left 0.15s;
  }
  input:checked { background: var(--wl-color-theme); }
  input:checked::after { left: 23px; }
  input:focus-visible { outline: 2px solid var(--wl-color-theme); outline-offset: 2px; }
`;

export function Switch({ label, note, checked, onChange }: { label: string; note: string; checked: boolean; onChange(on: boolean): void }) {
  return (
    <SwitchLabel>
      <span>
        {label}
        <small>{note}</small>
      </span>
      <input type="checkbox" role="switch" checked={checked} aria-checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </SwitchLabel>
  );
}
