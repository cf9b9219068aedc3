import { languageOfRequest } from '../../contract/languages.js';
import { wordIn, type Words } from '../lib/i18n.js';

/**
 * Words in a request's language (`languageOfRequest`: the app's cookie, else Accept-Language, else
 * English): what a route answers a person (`{ message }`), as the error handler words problems.
 */
export const sayTo = (request: { headers: { cookie?: string; 'accept-language'?: string } }, words: Words): string =>
  wordIn(languageOfRequest(request.headers), words);

/** A service's answer with its `message` worded in the request's language. */
export const worded = <S extends { message: Words }>(
  request: { headers: { cookie?: string; 'accept-language'?: string } },
  said: S,
): Omit<S, 'message'> & { message: string } => ({ ...said, message: sayTo(request, said.message) });
