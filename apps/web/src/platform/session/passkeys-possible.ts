// Whether passkeys can work on this page: the browser has WebAuthn and the address is a host name
// (browsers refuse passkeys on an IP address such as 127.0.0.1). Tiny and apart: the sign-in page
// asks it before it offers the passkey button, without loading anything of passkeys.
export const passkeysPossible = (): boolean =>
  typeof window !== 'undefined' && 'PublicKeyCredential' in window && !/^[\d.]+$|^\[/.test(window.location.hostname);
