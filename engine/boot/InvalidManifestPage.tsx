/** Boot stops here when a brand's manifest is invalid: the operator sees every problem at once. */
import styled from 'styled-components';
import type { SchemaProblem } from '../../domain/manifest/format-errors';

const Page = styled.main`
  max-width: 760px;
  margin: 48px auto;
  padding: 0 16px;
  font-family: system-ui, sans-serif;
  color: #1c1c1c;
  h1 { font-size: 22px; }
  code { background: #f2f2f2; padding: 1px 4px; border-radius: 4px; }
  li { margin: 8px 0; line-height: 1.4; overflow-wrap: anywhere; }
`;

export function InvalidManifestPage({ file, problems }: { file: string; problems: readonly SchemaProblem[] }) {
  return (
    <Page role="alert" data-testid="invalid-manifest">
      <h1>This site's brand configuration is invalid</h1>
      <p>
        <code>{file}</code> has {problems.length} problem{problems.length === 1 ? '' : 's'}. Fix {problems.length === 1 ? 'it' : 'them'} and
        reload; <code>npx wl brand validate</code> shows the same list.
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.message}>
            <code>{problem.pointer || '(root)'}</code>: {problem.expected}
          </li>
        ))}
      </ul>
    </Page>
  );
}
