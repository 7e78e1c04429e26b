import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

/** A titled part of a page (h2), named by its heading for landmarks navigation. */
export function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Root aria-labelledby={id}>
      <div className="head">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  /* One column as wide as the page: a part whose content could lay out wider (a form's columns)
     wraps within it instead of widening the page on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space.md};
  min-width: 0;

  .head {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.md};
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: ${tokens.font.size.lg};
  }
`;
