import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@app/contract/money-format';
import type { SlipFacts } from '@app/contract/slips';
import { useToast } from '@/components/ui/toast-context';
import { isApiFailure } from '@/lib/api-client';
import { useConfirmSlipMutation, type SlipReceipt } from '../api/confirm-slip';
import { useRequestSlipReviewMutation, type SlipRequest, type SlipReviewRequest } from '../api/request-slip-review';
import type { SlipReviewError } from '../components/slip-review-form';
import { useVerifySlipMutation } from '../api/verify-slip';
import { checkSlipFile, readFileAsDataUrl, type SlipFileProblem } from '../slip-file';
import { toSlipFailure, type SlipFailure } from '../slip-failure';

/** The photo the member chose, as the data URL that is both sent and previewed. */
export interface ChosenSlip {
  image: string;
  fileName: string;
}

/** The form field beside which a refusal naming a request field is shown. */
const REVIEW_FIELDS: Partial<Record<string, SlipReviewError['field']>> = { amountSatang: 'amount', transferredAt: 'time' };

const FILE_PROBLEM_MESSAGES = {
  type: 'slip.fileType',
  size: 'slip.fileSize',
  empty: 'slip.fileEmpty',
} as const satisfies Record<SlipFileProblem, string>;

export type SlipStage =
  | { name: 'empty' }
  | { name: 'checking'; slip: ChosenSlip }
  | { name: 'verified'; slip: ChosenSlip; facts: SlipFacts }
  | { name: 'refused'; slip: ChosenSlip; failure: SlipFailure }
  | { name: 'credited'; receipt: SlipReceipt }
  | { name: 'sentForReview'; request: SlipRequest };

/**
 * The deposit-by-slip journey: choose a photo, let the server read it, confirm what it says, and
 * be credited; or, when the server cannot find the transfer, send it to an operator.
 * `onConfirmSettled` runs after every confirmation, whatever its answer, because one that timed
 * out may still have credited the member.
 */
export function useSlipDeposit({ onConfirmSettled }: { onConfirmSettled?: () => void } = {}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [verifySlip] = useVerifySlipMutation();
  const [confirmSlip, { isLoading: isConfirming }] = useConfirmSlipMutation();
  const [requestSlipReview, { isLoading: isSendingReview }] = useRequestSlipReviewMutation();
  const [stage, setStage] = useState<SlipStage>({ name: 'empty' });
  const [fileError, setFileError] = useState<string | null>(null);
  const [reviewError, setReviewError] = useState<SlipReviewError | null>(null);
  // Each photo is one attempt; a late answer about an earlier photo must not replace the current one.
  const attempt = useRef(0);

  const verify = async (slip: ChosenSlip) => {
    attempt.current += 1;
    const thisAttempt = attempt.current;
    setStage({ name: 'checking', slip });
    setReviewError(null);
    try {
      const facts = await verifySlip({ image: slip.image }).unwrap();
      if (attempt.current === thisAttempt) setStage({ name: 'verified', slip, facts });
    } catch (error) {
      if (attempt.current === thisAttempt) setStage({ name: 'refused', slip, failure: toSlipFailure(error) });
    }
  };

  const choose = async (file: File) => {
    const problem = checkSlipFile(file);
    if (problem) {
      attempt.current += 1;
      setStage({ name: 'empty' });
      setFileError(t(FILE_PROBLEM_MESSAGES[problem]));
      return;
    }
    setFileError(null);
    try {
      await verify({ image: await readFileAsDataUrl(file), fileName: file.name });
    } catch {
      setStage({ name: 'empty' });
      setFileError(t('slip.fileUnreadable'));
    }
  };

  const confirm = async () => {
    if (stage.name !== 'verified') return;
    const { slip } = stage;
    try {
      const receipt = await confirmSlip({ image: slip.image }).unwrap();
      setStage({ name: 'credited', receipt });
      showToast(t('slip.successToast', { amount: formatBaht(receipt.amountSatang + receipt.bonusSatang) }));
    } catch (error) {
      setStage({ name: 'refused', slip, failure: toSlipFailure(error) });
    } finally {
      onConfirmSettled?.();
    }
  };

  const retry = () => {
    if (stage.name === 'refused') void verify(stage.slip);
  };

  const sendForReview = async (review: Omit<SlipReviewRequest, 'image'>) => {
    if (stage.name !== 'refused') return;
    setReviewError(null);
    try {
      const request = await requestSlipReview({ image: stage.slip.image, ...review }).unwrap();
      setStage({ name: 'sentForReview', request });
      showToast(t('slip.reviewSent'));
    } catch (error) {
      setReviewError({ message: toSlipFailure(error).message, field: REVIEW_FIELDS[isApiFailure(error) ? (error.field ?? '') : ''] ?? null });
    }
  };

  const reset = () => {
    attempt.current += 1;
    setStage({ name: 'empty' });
    setFileError(null);
    setReviewError(null);
  };

  return { stage, fileError, reviewError, isConfirming, isSendingReview, choose, confirm, retry, sendForReview, reset };
}
