import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/ui/Badge/Badge';
import { theme as tokens } from '../../../theme/tokens';
import { sharedShapeOf, type ApiResponse, type Json } from './ApiDocument';
import { ApiSchemaFields } from './ApiSchemaFields';

export interface ApiResponsesProps {
  document: Json;
  responses: readonly ApiResponse[];
}

const toneOf = (status: string): BadgeTone => (status.startsWith('2') ? 'success' : status.startsWith('4') ? 'warning' : status.startsWith('5') ? 'danger' : 'neutral');
const isError = (status: string) => status.startsWith('4') || status.startsWith('5');

/**
 * An operation's answers by status: what each means, the error codes it can carry, and the fields
 * of a success answer. An error answer names its shared shape (`ErrorBody`) rather than listing it
 * again under every status.
 */
export function ApiResponses({ document, responses }: ApiResponsesProps) {
  const { t } = useTranslation('account');
  return (
    <List>
      {responses.map((response) => (
        <li key={response.status}>
          <h5>
            <Badge tone={toneOf(response.status)} aria-hidden="true">
              {response.status}
            </Badge>
            <span className="visually-hidden">{t('apiReference.responses.status', { status: response.status })}</span>
            {response.description && <span className="description">{response.description}</span>}
          </h5>
          {response.errorCodes.length > 0 && (
            <div className="codes">
              <span>{t('apiReference.responses.errorCodes')}:</span>
              <ul aria-label={t('apiReference.responses.errorCodes')}>
                {response.errorCodes.map((code) => (
                  <li key={code}>
                    <code>{code}</code>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {response.contents.length === 0 && <p className="muted">{t('apiReference.responses.noBody')}</p>}
          {response.contents.map((content) => {
            if (!content.schema) return null;
            const shape = sharedShapeOf(document, content.schema);
            if (isError(response.status) && shape) {
              return (
                <p key={content.mediaType} className="muted">
                  {t('apiReference.responses.shape', { name: shape, mediaType: content.mediaType })}
                </p>
              );
            }
            const label = t('apiReference.schema.label', { mediaType: content.mediaType });
            return <ApiSchemaFields key={content.mediaType} document={document} schema={content.schema} label={`${label} (${response.status})`} />;
          })}
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${tokens.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    gap: ${tokens.space.sm};
    min-width: 0;
  }
  h5 {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.sm};
    align-items: baseline;
    margin: 0;
    font-size: ${tokens.font.size.sm};
    font-weight: ${tokens.font.weight.medium};
  }
  .description {
    overflow-wrap: anywhere;
  }
  .codes {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs} ${tokens.space.sm};
    align-items: baseline;
    font-size: ${tokens.font.size.sm};
  }
  .codes ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${tokens.space.xs} ${tokens.space.sm};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  code {
    font-family: ${tokens.font.mono};
    overflow-wrap: anywhere;
  }
  .muted {
    margin: 0;
    color: ${tokens.color.textMuted};
    font-size: ${tokens.font.size.sm};
  }
`;
