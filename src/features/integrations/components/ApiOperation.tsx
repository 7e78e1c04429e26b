import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCopyText } from '../../../components/security/useCopyText';
import { Badge } from '../../../components/ui/Badge/Badge';
import { Button } from '../../../components/ui/Button/Button';
import { Icon } from '../../../components/ui/Icon/Icon';
import { theme as tokens } from '../../../theme/tokens';
import type { ApiExampleValue, ApiOperation as Operation, Json } from './ApiDocument';
import { ApiExample } from './ApiExample';
import { ApiMethodBadge } from './ApiMethodBadge';
import { ApiParameters } from './ApiParameters';
import { ApiResponses } from './ApiResponses';
import { ApiSchemaFields } from './ApiSchemaFields';
import { useDescribePermission } from './ApiWords';

export interface ApiOperationProps {
  document: Json;
  operation: Operation;
  open: boolean;
  onToggle(anchor: string, open: boolean): void;
}

/**
 * One operation, collapsed to its method, path and summary under a heading whose button opens it
 * (a disclosure); its details are rendered only once open, so a document of a hundred operations
 * draws a hundred headings. The section carries the operation's anchor (`#createCustomer`).
 */
export function ApiOperation({ document, operation, open, onToggle }: ApiOperationProps) {
  const { t } = useTranslation('account');
  const panelId = useId();
  return (
    <Root id={operation.anchor} aria-labelledby={`${panelId}-heading`} data-open={open || undefined}>
      <h3 id={`${panelId}-heading`}>
        <button type="button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => onToggle(operation.anchor, !open)}>
          <Icon name={open ? 'chevron-down' : 'chevron-right'} size={16} />
          <ApiMethodBadge method={operation.method} />
          <code className="path">{operation.path}</code>
          {operation.summary && <span className="summary">{operation.summary}</span>}
          {operation.deprecated && <Badge tone="warning">{t('apiReference.operation.deprecated')}</Badge>}
          {operation.isPublic && <Badge tone="neutral">{t('apiReference.operation.public')}</Badge>}
        </button>
      </h3>
      {open && <Details id={panelId} document={document} operation={operation} />}
    </Root>
  );
}

function Details({ id, document, operation }: { id: string; document: Json; operation: Operation }) {
  const { t } = useTranslation('account');
  const describe = useDescribePermission();
  const link = useCopyText();
  const name = `${operation.method.toUpperCase()} ${operation.path}`;
  const examples: { title: string; value: unknown }[] = [
    ...(operation.requestBody?.contents ?? []).flatMap((content) => content.examples.map((example) => titled(example, t('apiReference.example.request')))),
    ...operation.responses.flatMap((response) =>
      response.contents.flatMap((content) => content.examples.map((example) => titled(example, t('apiReference.example.response', { status: response.status })))),
    ),
  ];
  const copyLink = () => {
    const url = new URL(window.location.href);
    url.hash = operation.anchor;
    void link.copy(url.href);
  };
  return (
    <div id={id} className="details">
      {operation.description && <p className="description">{operation.description}</p>}
      <div className="link">
        <Button variant="secondary" size="sm" onClick={copyLink}>
          {t('apiReference.operation.copyLink')}
        </Button>
        <span role="status" data-state={link.state}>
          {link.state === 'copied' && t('apiReference.operation.linkCopied')}
          {link.state === 'failed' && t('apiReference.operation.linkCopyFailed')}
        </span>
      </div>

      <h4>{t('apiReference.operation.permissions')}</h4>
      {operation.isPublic ? (
        <p>{t('apiReference.operation.publicText')}</p>
      ) : operation.permissions.length === 0 ? (
        <p>{t('apiReference.operation.noPermissions')}</p>
      ) : (
        <ul className="permissions">
          {operation.permissions.map((permission) => (
            <li key={permission}>
              {describe(permission) !== permission && <span>{describe(permission)}</span>} <code>{permission}</code>
            </li>
          ))}
        </ul>
      )}
      {!operation.isPublic && operation.securitySchemes.length > 0 && (
        <p className="muted">{t('apiReference.operation.security', { schemes: operation.securitySchemes.join(', ') })}</p>
      )}
      {operation.idempotent && <Note>{t('apiReference.operation.idempotency')}</Note>}
      {operation.versioned && <Note>{t('apiReference.operation.version')}</Note>}

      {operation.parameters.length > 0 && (
        <>
          <h4>{t('apiReference.operation.parameters')}</h4>
          <ApiParameters document={document} parameters={operation.parameters} operation={name} />
        </>
      )}

      {operation.requestBody && (
        <>
          <h4>{t('apiReference.operation.requestBody')}</h4>
          {operation.requestBody.description && <p>{operation.requestBody.description}</p>}
          {operation.requestBody.required && <p className="muted">{t('apiReference.operation.requestRequired')}</p>}
          {operation.requestBody.contents.map((content) => (
            <div key={content.mediaType} className="content">
              <code className="media">{content.mediaType}</code>
              {content.schema && (
                <ApiSchemaFields document={document} schema={content.schema} label={t('apiReference.schema.label', { mediaType: content.mediaType })} />
              )}
            </div>
          ))}
        </>
      )}

      {operation.responses.length > 0 && (
        <>
          <h4>{t('apiReference.operation.responses')}</h4>
          <ApiResponses document={document} responses={operation.responses} />
        </>
      )}

      {examples.length > 0 && (
        <>
          <h4>{t('apiReference.operation.examples')}</h4>
          {examples.map((example, index) => (
            <ApiExample key={index} title={example.title} value={example.value} />
          ))}
        </>
      )}
    </div>
  );
}

const titled = (example: ApiExampleValue, kind: string) => {
  const label = example.summary ?? example.name;
  return { title: label ? `${kind}: ${label}` : kind, value: example.value };
};

function Note({ children }: { children: string }) {
  return (
    <p className="note">
      <Icon name="info" size={16} />
      <span>{children}</span>
    </p>
  );
}

const Root = styled.section`
  min-width: 0;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius.md};
  background: ${tokens.color.surface};
  scroll-margin-top: calc(${tokens.layout.topbarHeight} + ${tokens.space.md});

  h3 {
    margin: 0;
    font-size: ${tokens.font.size.sm};
  }
  h3 button {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs} ${tokens.space.sm};
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 0;
    border-radius: inherit;
    background: none;
    color: ${tokens.color.text};
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  h3 button:hover {
    background: ${tokens.color.surfaceMuted};
  }
  h3 button:focus-visible {
    outline: 2px solid ${tokens.color.focus};
    outline-offset: 2px;
  }
  .path {
    font-family: ${tokens.font.mono};
    font-weight: ${tokens.font.weight.bold};
    overflow-wrap: anywhere;
    min-width: 0;
  }
  .summary {
    flex: 1 1 12rem;
    min-width: 0;
    font-weight: ${tokens.font.weight.regular};
    overflow-wrap: anywhere;
  }
  .details {
    display: grid;
    gap: ${tokens.space.md};
    min-width: 0;
    padding: ${tokens.space.md};
    border-top: 1px solid ${tokens.color.border};
  }
  .details p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .description {
    white-space: pre-line;
  }
  h4 {
    margin: ${tokens.space.sm} 0 0;
    font-size: ${tokens.font.size.md};
  }
  .link {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: center;
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .link [data-state='failed'] {
    color: ${tokens.color.danger};
  }
  .permissions {
    display: grid;
    gap: ${tokens.space.xs};
    margin: 0;
    padding-left: ${tokens.space.lg};
  }
  code {
    font-family: ${tokens.font.mono};
    overflow-wrap: anywhere;
  }
  .permissions code,
  .media {
    font-size: ${tokens.font.size.xs};
    color: ${tokens.color.textMuted};
  }
  .muted {
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
  .note {
    display: flex;
    gap: ${tokens.space.sm};
    align-items: flex-start;
    padding: ${tokens.space.sm} ${tokens.space.md};
    border: 1px solid ${tokens.color.info};
    border-radius: ${tokens.radius.md};
    font-size: ${tokens.font.size.sm};
  }
  .note svg {
    flex: none;
    margin-top: 2px;
    color: ${tokens.color.info};
  }
  .content {
    display: grid;
    gap: ${tokens.space.sm};
    min-width: 0;
  }
`;
