import { API, type ContactRequest, type ContactResponse } from '@cwt/contracts';
import { apiRequest } from './client';

export const contactApi = {
  send: (body: ContactRequest) => apiRequest<ContactResponse>(API.contact, { method: 'POST', body }),
};
