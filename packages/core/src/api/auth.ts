import {
  API,
  type LoginRequest,
  type LoginResponse,
  type Me,
  type RegisterRequest,
  type RegisterResponse,
  type UpdateMeRequest,
} from '@cwt/contracts';
import { apiRequest } from './client';

// Login and register never send a stale bearer token: a 401 there means wrong credentials, not an
// expired session.
export const authApi = {
  login: (body: LoginRequest) => apiRequest<LoginResponse>(API.login, { method: 'POST', body, auth: 'none' }),
  register: (body: RegisterRequest) =>
    apiRequest<RegisterResponse>(API.register, { method: 'POST', body, auth: 'none' }),
  me: (signal?: AbortSignal) => apiRequest<Me>(API.me, { signal }),
  updateMe: (body: UpdateMeRequest) => apiRequest<Me>(API.updateMe, { method: 'PUT', body }),
};
