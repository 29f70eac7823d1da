/** The generic page for rendering errors. */
import styled from 'styled-components';

const Page = styled.main`
  max-width: 640px;
  margin: 80px auto;
  padding: 0 16px;
  font-family: system-ui, sans-serif;
  h1 { font-size: 24px; }
  pre { white-space: pre-wrap; background: #f4f4f4; padding: 12px; border-radius: 6px; }
`;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export function ErrorView({ error }: { error: unknown }) {
  return (
    <Page role="alert">
      <h1>Unexpected Application Error!</h1>
      <pre>{messageOf(error)}</pre>
      <a href="/">Go to the home page</a>
    </Page>
  );
}
