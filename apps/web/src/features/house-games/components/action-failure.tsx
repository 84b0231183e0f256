import { FormAlert } from '@/components/ui/form-alert';

/** A refused play (not enough money, too soon, a round still open), in the server's words, beside its button. */
export function ActionFailure({ message }: { message: string | null }) {
  return <FormAlert message={message} testId="play-error" />;
}
