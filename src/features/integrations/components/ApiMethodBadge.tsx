import styled from 'styled-components';
import { Badge, type BadgeTone } from '../../../components/ui/Badge/Badge';
import { theme as tokens } from '../../../theme/tokens';

/** Reads change nothing, creates add, edits change, deletes remove: the tones say which at a glance. */
const TONES: Readonly<Record<string, BadgeTone>> = { get: 'info', post: 'success', put: 'warning', patch: 'warning', delete: 'danger' };

/** An operation's HTTP method as a badge, the same width for every method so the paths line up. */
export function ApiMethodBadge({ method }: { method: string }) {
  return <Method tone={TONES[method.toLowerCase()] ?? 'neutral'}>{method.toUpperCase()}</Method>;
}

const Method = styled(Badge)`
  justify-content: center;
  min-width: 4.5em;
  font-family: ${tokens.font.mono};
`;
