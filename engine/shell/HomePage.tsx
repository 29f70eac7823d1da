import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { Slot } from '../plugin-host/Slot';
import { engineStore } from '../state/engine-store';

const Heading = styled.h1`
  font-size: 20px;
  margin: 0 0 12px;
`;

export function HomePage() {
  const { brand } = useSnapshot(engineStore);
  return (
    <section aria-labelledby="home-heading">
      <Heading id="home-heading">{brand?.identity.appName}</Heading>
      <Slot id="home.section" variant="page" />
    </section>
  );
}
