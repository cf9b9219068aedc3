import { useMutation } from '@tanstack/react-query';
import type { LoginAnswerSchema, LoginRequest } from '../../../../contract/accounts';
import { isLocale } from '../../../../contract/languages';
import { adoptLanguage, i18n } from '../../../lib/i18n';
import { api, typed } from '../../../lib/api-client';

/** POST /api/user/authenticate */
const login = (body: LoginRequest) =>
  api('/api/user/authenticate', { method: 'POST', body, schema: typed<typeof LoginAnswerSchema>() });

/** Logs in; the account's language becomes this device's when it differs (the account keeps it). */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if (isLocale(answer.language) && answer.language !== i18n.locale) void adoptLanguage(answer.language);
    },
  });
