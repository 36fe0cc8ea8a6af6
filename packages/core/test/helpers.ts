import type { LoginResponse } from '@cwt/contracts';

export const LOGIN: LoginResponse = {
  token: 'jwt-token',
  username: 'alice',
  profilePicture: 'https://img.example/alice.png',
  id: '65f0a1b2c3d4e5f6a7b8c9d0',
  userRole: 'USER',
  email: 'alice@example.com',
  name: 'Alice',
};

export { fakeResponse } from '@cwt/build/test-kit';
