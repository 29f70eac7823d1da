/** The match centre: the scorecard page and, where the event has one, the live video, each in a frame. */
import * as Tabs from '@radix-ui/react-tabs';
import styled from 'styled-components';
import { Empty, Section, SectionHead } from './line-styles';
import { useMatchCentre } from './use-match-centre';

const TabList = styled(Tabs.List)`
  display: flex;
  border-bottom: 1px solid #e5e7eb;
  button { flex: 1; padding: 8px; border: 0; background: #f9fafb; font: inherit; font-size: 13px; font-weight: 600; cursor: pointer; }
  button[data-state='active'] { background: #fff; box-shadow: inset 0 -2px 0 var(--wl-color-theme, #c10931); }
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 220px;
  border: 0;
  background: #10141b;
`;

export function MatchCentre({ eventTypeId, eventId }: { eventTypeId: string; eventId: string }) {
  const urls = useMatchCentre(eventTypeId, eventId);
  return (
    <Section aria-label="Match Centre">
      <SectionHead>
        <h2>Match Centre</h2>
      </SectionHead>
      <Tabs.Root defaultValue="scorecard">
        <TabList aria-label="Match Centre">
          <Tabs.Trigger value="scorecard">Scorecard</Tabs.Trigger>
          <Tabs.Trigger value="video">Live Video</Tabs.Trigger>
        </TabList>
        <Tabs.Content value="scorecard">
          {urls.loading ? <Empty>Loading…</Empty> : urls.scorecard ? <Frame title="Scorecard" src={urls.scorecard} loading="lazy" /> : <Empty>The scorecard is not available for this match.</Empty>}
        </Tabs.Content>
        <Tabs.Content value="video">
          {urls.loading ? <Empty>Loading…</Empty> : urls.video ? <Frame title="Live video" src={urls.video} allow="autoplay; fullscreen" /> : <Empty>{urls.videoNote}</Empty>}
        </Tabs.Content>
      </Tabs.Root>
    </Section>
  );
}
