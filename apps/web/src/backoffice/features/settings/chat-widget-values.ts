import { CHAT_WIDGET_FIELDS, chatWidgetSettingsSchema, type ChatWidgetField, type ChatWidgetSettings } from '@app/contract/settings';
import type { FormCheck } from './hooks/use-settings-form';

/** The widget as the form holds it: the script address as typed, the member fields as ticks. */
export interface ChatWidgetValues {
  isEnabled: boolean;
  scriptUrl: string;
  fields: ChatWidgetField[];
}

export function toChatWidgetValues(widget: ChatWidgetSettings): ChatWidgetValues {
  return { isEnabled: widget.isEnabled, scriptUrl: widget.scriptUrl, fields: [...widget.fields] };
}

/** Ticks a field on or off, keeping the contract's order so the saved list reads the same every time. */
export function toggleChatField(fields: readonly ChatWidgetField[], field: ChatWidgetField, isOn: boolean): ChatWidgetField[] {
  return CHAT_WIDGET_FIELDS.filter((candidate) => (candidate === field ? isOn : fields.includes(candidate)));
}

export type ChatWidgetProblem = 'scriptUrl' | 'scriptUrlRequired';

/**
 * The PUT body, refusing what the server would: an address that is not https, or a widget turned
 * on without one. The messages are the caller's, keyed by problem.
 */
export function checkChatWidget(values: ChatWidgetValues, message: (problem: ChatWidgetProblem) => string): FormCheck<ChatWidgetSettings> {
  const scriptUrl = values.scriptUrl.trim();
  if (values.isEnabled && scriptUrl === '') return { body: null, errors: { scriptUrl: message('scriptUrlRequired') } };
  const parsed = chatWidgetSettingsSchema.safeParse({ isEnabled: values.isEnabled, scriptUrl, fields: values.fields });
  if (!parsed.success) return { body: null, errors: { scriptUrl: message('scriptUrl') } };
  return { body: parsed.data, errors: null };
}
