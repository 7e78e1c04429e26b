import styled from 'styled-components';
import { theme as tokens } from '../../../theme/tokens';
import { Field } from '../../form/Field/Field';
import { TextInput } from '../../form/TextInput/TextInput';
import { Button } from '../../ui/Button/Button';
import { Dialog } from '../../ui/Dialog/Dialog';
import { Icon } from '../../ui/Icon/Icon';
import { useCopyText } from '../useCopyText';

export interface ShownOnceProps {
  title: string;
  /** What the value is: the read-only field's label. */
  label: string;
  /** The secret the server answered this once and keeps no way to show again. */
  value: string;
  /** Why it is shown only now and where to keep it. */
  warning: string;
  /** The copy button's words, and what became of the copy. */
  copy: { label: string; copied: string; failed: string };
  /** The one way out: "I have saved it". */
  doneLabel: string;
  onClose(): void;
}

/**
 * A secret shown this once (an API token, a webhook's signing secret): a plain warning, a read-only
 * field to select it from, a copy button with what became of the copy, and one way out. Escape and
 * the × are the same "I have saved it"; the caller then forgets the value.
 */
export function ShownOnce({ title, label, value, warning, copy: words, doneLabel, onClose }: ShownOnceProps) {
  const { state, copy } = useCopyText();
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      tone="warning"
      actions={
        <Button data-autofocus onClick={onClose}>
          {doneLabel}
        </Button>
      }
    >
      <Body>
        <p className="warning">
          <Icon name="alert" size={18} />
          <span>{warning}</span>
        </p>
        <Field label={label}>
          <TextInput readOnly value={value} spellCheck={false} autoComplete="off" className="secret" onFocus={(event) => event.currentTarget.select()} />
        </Field>
        <div className="copy">
          <Button variant="secondary" size="sm" onClick={() => void copy(value)}>
            {words.label}
          </Button>
          <p role="status" data-state={state}>
            {state === 'copied' && words.copied}
            {state === 'failed' && words.failed}
          </p>
        </div>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${tokens.space.md};
  margin-top: ${tokens.space.md};
  min-width: 0;

  p {
    margin: 0;
  }
  .warning {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.warning};
    border-radius: ${tokens.radius.md};
    background: ${tokens.color.warningBg};
    color: ${tokens.color.text};
  }
  .warning svg {
    flex: none;
    margin-top: 2px;
  }
  .secret {
    font-family: ${tokens.font.mono};
    font-size: ${tokens.font.size.sm};
  }
  .copy {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: center;
  }
  .copy p {
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .copy p[data-state='failed'] {
    color: ${tokens.color.danger};
  }
`;
