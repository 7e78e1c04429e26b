import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

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
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  .head {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
    align-items: center;
    justify-content: space-between;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;
