import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';

export interface PageHeaderProps {
  title: string;
  /** Usually a <Breadcrumb>; shown above the title. */
  breadcrumb?: ReactNode;
  /** Buttons or links for the page, e.g. "Tambah Pengguna". */
  actions?: ReactNode;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${tokens.space.md};
  margin-bottom: ${tokens.space.xl};
`;

const Text = styled.div`
  display: grid;
  gap: ${tokens.space.xs};
  min-width: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: 1.25;
  color: ${tokens.color.text};
  overflow-wrap: anywhere;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space.sm};
`;

/** The page's name (its only <h1>), where it sits, and what can be done on it. */
export function PageHeader({ title, breadcrumb, actions, className }: PageHeaderProps) {
  return (
    <Root className={className}>
      <Text>
        {breadcrumb}
        <Title>{title}</Title>
      </Text>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}
