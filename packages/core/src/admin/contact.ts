import { API, apiPath, type ContactMessage } from '@cwt/contracts';
import { apiRequest, pathIs, swrKeys, swrTotalFetcher } from '@cwt/core';
import useSWR, { mutate } from 'swr';

const LIST_SIZE = 100;

async function setHandled(id: string, handled: boolean): Promise<ContactMessage> {
  const message = await apiRequest<ContactMessage>(apiPath(API.adminContactMessage, { id }), {
    method: 'PUT',
    body: { handled },
  });
  void mutate(pathIs(API.adminContact));
  return message;
}

/** GET/PUT /api/admin/contact-messages (ADMIN): the support form's messages, marked handled or reopened. */
export const adminContactApi = {
  setHandled,
};

/** The contact messages, newest first, with the total. */
export function useContactMessages(size = LIST_SIZE) {
  return useSWR(swrKeys.contactMessages(size), swrTotalFetcher<ContactMessage>);
}
