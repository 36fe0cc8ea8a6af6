import { signIn } from '@cwt/core';

export const MY_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';

/** Signs in as a plain user (the session the social pages need). */
export function signInAsUser(): void {
  signIn({
    token: 't',
    username: 'me',
    profilePicture: null,
    id: MY_ID,
    userRole: 'USER',
    email: 'me@x.io',
    name: 'Me',
  });
}
