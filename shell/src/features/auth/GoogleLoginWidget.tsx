import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';

export interface GoogleLoginWidgetProps {
  clientId: string;
  onCredential: (credential: string) => void;
  onError: () => void;
}

/**
 * The only module that imports @react-oauth/google; GoogleSignInButton loads it lazily, so the
 * login page does not carry it (nor Google's script) unless a client id is configured.
 */
export default function GoogleLoginWidget({ clientId, onCredential, onError }: GoogleLoginWidgetProps) {
  return (
    <GoogleOAuthProvider clientId={clientId} onScriptLoadError={onError}>
      <GoogleLogin
        onSuccess={(response) => (response.credential ? onCredential(response.credential) : onError())}
        onError={onError}
        text="signin_with"
        shape="rectangular"
      />
    </GoogleOAuthProvider>
  );
}
