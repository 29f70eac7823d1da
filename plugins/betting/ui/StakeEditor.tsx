/** A grid of number inputs for the stake buttons; keystrokes other than digits are ignored. */
import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 6px;
  input { width: 100%; height: 34px; border: 1px solid #bbb; border-radius: 6px; padding: 0 8px; font-size: 15px; }
`;

export function StakeEditor({ values, onChange }: { values: readonly string[]; onChange: (values: string[]) => void }) {
  return (
    <Grid>
      {values.map((value, i) => (
        <input
          key={i}
          aria-label={`Stake ${i + 1}`}
          inputMode="numeric"
          value={value}
          onChange={(e) => {
            if (!/^\d*$/.test(e.target.value)) return;
            const next = [...values];
            next[i] = e.target.value;
            onChange(next);
          }}
        />
      ))}
    </Grid>
  );
}
