/** Typography of the policy pages: readable headings, lists and tables on a phone and a desktop. */
import styled from 'styled-components';

export const PolicyArticle = styled.article`
  font-size: 14px;
  line-height: 1.6;
  color: #1d2939;
  h2 { font-size: 17px; margin: 22px 0 6px; color: #101828; }
  h2:first-child { margin-top: 4px; }
  p { margin: 0 0 10px; }
  ul, ol { margin: 0 0 10px; padding-left: 20px; }
  li { margin-bottom: 4px; }
  .table-wrap { overflow-x: auto; margin: 6px 0 12px; }
  table { border-collapse: collapse; width: 100%; min-width: 280px; font-size: 13px; }
  th, td { border: 1px solid #e4e7ec; padding: 6px 8px; text-align: left; }
  th { background: #f2f4f7; }
  td.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .updated { color: #667085; font-size: 12px; margin-top: 18px; }
`;
