import type { Session } from '../../../../contract/auth';

/**
 * What the sign-in page gives the step after the password when the answer was a challenge
 * (CodeStep for `totp`, EnrolmentStep for `enrol`). Each step is a chunk of its own, fetched only
 * when a challenge comes, so the sign-in page does not carry it (docs/decisions/007-lazy-shell.md).
 */
export interface SecondStepProps {
  /** The id the step's heading takes: the sign-in card is labelled by it. */
  titleId: string;
  /** The challenge `POST /api/auth/login` answered. */
  challenge: string;
  /** The step succeeded: sign in with this session. */
  onSession(session: Session): void;
  /**
   * Back to the password step: with the message to show there when the sign-in ran out, or null
   * when the person asked to go back.
   */
  onRestart(message: string | null): void;
}
