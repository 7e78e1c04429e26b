import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCopyText } from '../../../components/security/useCopyText';
import { Button } from '../../../components/ui/Button/Button';
import { theme as tokens } from '../../../theme/tokens';

export interface ApiExampleProps {
  /** What the example is ("Contoh permintaan", "Contoh jawaban 201"), with its name when it has one. */
  title: string;
  value: unknown;
}

/** One example of a request or an answer: its JSON laid out, and a button that copies it. */
export function ApiExample({ title, value }: ApiExampleProps) {
  const { t } = useTranslation('account');
  const { state, copy } = useCopyText();
  const titleId = useId();
  const body = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <Figure aria-labelledby={titleId}>
      <figcaption>
        <span id={titleId}>{title}</span>
        <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => void copy(body)}>
          {t('apiReference.example.copy')}
        </Button>
      </figcaption>
      {/* Focusable, so a keyboard scrolls a wide example; the figure's caption names it. */}
      <pre tabIndex={0}>
        <code>{body}</code>
      </pre>
      <p role="status" className="copy-status" data-state={state}>
        {state === 'copied' && t('apiReference.example.copied')}
        {state === 'failed' && t('apiReference.example.copyFailed')}
      </p>
    </Figure>
  );
}

const Figure = styled.figure`
  display: grid;
  gap: ${tokens.space.xs};
  min-width: 0;
  margin: 0;

  figcaption {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: center;
    justify-content: space-between;
    font-size: ${tokens.font.size.sm};
    font-weight: ${tokens.font.weight.medium};
  }
  pre {
    max-height: 24rem;
    margin: 0;
    padding: ${tokens.space.md};
    overflow: auto;
    background: ${tokens.color.surfaceMuted};
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.xs};
    line-height: 1.5;
  }
  pre:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  .copy-status {
    min-height: 1.2em;
    margin: 0;
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .copy-status:empty {
    min-height: 0;
  }
  .copy-status[data-state='failed'] {
    color: ${tokens.color.danger};
  }
`;
