/** The Rules popup: General Rules and Fancy Rules, each collapsible. */
import * as Dialog from '@radix-ui/react-dialog';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { ModalClose, ModalContent, ModalOverlay } from '../../engine/plugin-api';
import { FANCY_RULES, GENERAL_RULES } from './rules-text';
import { closeRules, fancyState } from './state';

const Group = styled.details`
  border: 1px solid #e5e7eb;
  border-radius: 8px;
  margin-top: 10px;
  summary { cursor: pointer; padding: 10px 12px; font-weight: 700; background: #f9fafb; border-radius: 8px; }
  ol { margin: 0; padding: 8px 16px 12px 32px; font-size: 14px; line-height: 1.45; }
  li + li { margin-top: 6px; }
`;

function RuleGroup({ title, rules, open = false }: { title: string; rules: readonly string[]; open?: boolean }) {
  return (
    <Group open={open}>
      <summary>{title}</summary>
      <ol>
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </Group>
  );
}

export default function RulesDialog() {
  const { rulesOpen } = useSnapshot(fancyState);
  return (
    <Dialog.Root open={rulesOpen} onOpenChange={(open) => (open ? undefined : closeRules())}>
      <Dialog.Portal>
        <ModalOverlay />
        <ModalContent $width={560} data-testid="fancy-rules">
          <Dialog.Title>Rules</Dialog.Title>
          <Dialog.Description>How fancy and other markets are offered and settled.</Dialog.Description>
          <RuleGroup title="General Rules" rules={GENERAL_RULES} open />
          <RuleGroup title="Fancy Rules" rules={FANCY_RULES} />
          <ModalClose aria-label="Close">×</ModalClose>
        </ModalContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
