// The access and refresh tokens, kept under two storage keys (spec 000 §9).
export const ACCESS_TOKEN_KEY = 'fedra.accessToken';
export const REFRESH_TOKEN_KEY = 'fedra.refreshToken';

export const tokens = {
  access: () => localStorage.getItem(ACCESS_TOKEN_KEY),
  refresh: () => localStorage.getItem(REFRESH_TOKEN_KEY),
  set(access: string, refresh: string) {
    localStorage.setItem(ACCESS_TOKEN_KEY, access);
    localStorage.setItem(REFRESH_TOKEN_KEY, refresh);
  },
  clear() {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
  },
};
