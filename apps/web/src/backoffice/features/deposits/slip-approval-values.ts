import { approveSlipRequestRequestSchema, type AdminSlipRequest, type ApproveSlipRequestRequest } from '@app/contract/admin-slips';
import { parseBahtToSatang } from '@app/contract/money-format';

/** What the operator types to approve a slip, as text: the amount is baht as written on the slip. */
export interface SlipApprovalValues {
  amount: string;
  bankReference: string;
  senderBankCode: string;
}

export type SlipApprovalField = keyof SlipApprovalValues;

export type SlipApprovalCheck = { request: ApproveSlipRequestRequest } | { invalidFields: SlipApprovalField[] };

/** When the slip's QR was readable, the bank and reference are the ones it carries; the API insists on them. */
export function initialSlipApprovalValues(slip: AdminSlipRequest): SlipApprovalValues {
  return { amount: '', bankReference: slip.transRef ?? '', senderBankCode: slip.sendingBank ?? '' };
}

/** The request field a server refusal names, as the form field that shows it. */
export function slipApprovalFieldOf(requestField: string | null): SlipApprovalField | null {
  if (requestField === 'amountSatang') return 'amount';
  if (requestField === 'bankReference' || requestField === 'senderBankCode') return requestField;
  return null;
}

/** Parses the amount to satang and checks all three with the contract, so the form refuses exactly what the API would. */
export function checkSlipApproval(values: SlipApprovalValues): SlipApprovalCheck {
  const amountSatang = parseBahtToSatang(values.amount);
  const parsed = approveSlipRequestRequestSchema.safeParse({
    amountSatang: amountSatang ?? Number.NaN,
    bankReference: values.bankReference,
    senderBankCode: values.senderBankCode,
  });
  if (parsed.success) return { request: parsed.data };
  const invalidFields = new Set<SlipApprovalField>();
  for (const issue of parsed.error.issues) {
    const field = slipApprovalFieldOf(typeof issue.path[0] === 'string' ? issue.path[0] : null);
    if (field) invalidFields.add(field);
  }
  return { invalidFields: [...invalidFields] };
}
