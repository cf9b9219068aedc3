/** The accounts feature's cached answers; every key starts with `all`. */
export const accountKeys = {
  all: ['accounts'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  confirmEmail: (email: string, token: string) => [...accountKeys.all, 'confirm-email', email, token] as const,
};
