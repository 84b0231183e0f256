import type { FastifyRequest } from 'fastify';
import { HUB88_SIGNATURE_HEADER, isHub88SignatureValid } from '@app/contract/hub88/signature';
import { headerText, rawBodyOf } from '../lib/raw-json-body';
import type { OperatorRegistry, RegisteredOperator } from '../operators/operator-registry';

export type Authentication = { operator: RegisteredOperator } | { statusCode: 400 | 401 | 404; body: { error: string } };

function operatorIdOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('operator_id' in body)) return undefined;
  return typeof body.operator_id === 'number' && Number.isInteger(body.operator_id) ? body.operator_id : undefined;
}

/**
 * Who sent a Games API call: the operator its `operator_id` names, if the body's exact bytes
 * carry that operator's signature. No signature is 401 before anything is read; an unknown
 * operator is 404.
 */
export function authenticateOperator(request: FastifyRequest, operators: OperatorRegistry): Authentication {
  const signature = headerText(request, HUB88_SIGNATURE_HEADER);
  if (!signature) return { statusCode: 401, body: { error: 'x-hub88-signature header is missing' } };
  const operatorId = operatorIdOf(request.body);
  if (operatorId === undefined) return { statusCode: 400, body: { error: 'operator_id is required' } };
  const operator = operators.find(operatorId);
  if (!operator) return { statusCode: 404, body: { error: 'operator not found' } };
  if (!isHub88SignatureValid(rawBodyOf(request), signature, operator.publicKey)) return { statusCode: 401, body: { error: 'invalid signature' } };
  return { operator };
}
