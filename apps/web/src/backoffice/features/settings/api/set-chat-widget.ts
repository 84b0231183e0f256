import { chatWidgetSettingsSchema, type ChatWidgetSettings } from '@app/contract/settings';
import { z } from 'zod';
import { backofficeApi } from '@/backoffice/backoffice-api';
import { brandSettingsPath, SETTINGS_CHANGE_TAGS } from './settings-requests';
import type { ApiReply } from '@/lib/api-reply';

const chatWidgetResponseSchema = z.object({ data: chatWidgetSettingsSchema });

/** `PUT /api/admin/brands/{brandId}/chat-widget` (admin, audited): the third-party support chat and the member fields it is sent. */
export const setChatWidgetApi = backofficeApi.injectEndpoints({
  endpoints: (build) => ({
    setChatWidget: build.mutation<ChatWidgetSettings, { brandId: string; chatWidget: ChatWidgetSettings }>({
      query: ({ brandId, chatWidget }) => ({ path: brandSettingsPath(brandId, 'chat-widget'), method: 'PUT', body: chatWidget }),
      transformResponse: (raw: unknown) =>
        (import.meta.env.DEV ? chatWidgetResponseSchema.parse(raw) : (raw as ApiReply<typeof chatWidgetResponseSchema>)).data,
      invalidatesTags: [...SETTINGS_CHANGE_TAGS],
    }),
  }),
});

export const { useSetChatWidgetMutation } = setChatWidgetApi;
