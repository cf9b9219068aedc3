import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginAnswerSchema, ProfileSavedSchema, UserProfileSchema } from '../../../contract/accounts.js';
import { confirmFromMail, lastLink } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { givenUser, newPerson, nextIp, type TestUser } from '../../testing/factories.js';
import { expectProblem } from '../../testing/problems.js';

/** The account keeps its language (decision record 019): set with the profile, returned with it, its e-mails in it. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profileOf = async (u: TestUser) =>
  UserProfileSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/user/user-profile', headers: u.headers })).json(),
  );
const edit = (u: TestUser, body: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/user-profile',
    headers: u.headers,
    payload: { firstName: u.firstName, lastName: u.lastName, userName: u.userName, ...body },
  });
const loginAs = (u: TestUser, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/authenticate',
    headers,
    remoteAddress: nextIp(),
    payload: { username: u.userName, password: u.password },
  });

describe("the account's language", () => {
  it('the profile update sets it (en|ha|yo|ig|pcm), the profile returns it, and leaves it when not sent', async () => {
    const u = await givenUser(t);
    expect((await profileOf(u)).language).toBeNull();
    const saved = await edit(u, { language: 'ha' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(ProfileSavedSchema.parse(saved.json()).profile.language).toBe('ha');
    expect((await profileOf(u)).language).toBe('ha');
    // A new name alone keeps the language.
    expect((await edit(u, { firstName: 'Hauwa' })).statusCode).toBe(200);
    expect(await profileOf(u)).toMatchObject({ firstName: 'Hauwa', language: 'ha' });
  });

  it('anything else is a 400 naming body.language, and nothing changes', async () => {
    const u = await givenUser(t);
    await edit(u, { language: 'yo' });
    for (const language of ['fr', 'HA', 'ha-NG', '', 7, null]) {
      const res = await edit(u, { language });
      const problem = expectProblem(res, 400, 'VALIDATION_FAILED');
      expect(problem.errors?.map((e) => e.path)).toEqual(['body.language']);
      expect(problem.errors?.[0]?.message).toBe('Language must be en, ha, yo, ig or pcm.');
    }
    expect((await profileOf(u)).language).toBe('yo');
  });

  it("a login answers the account's language; an account without one takes the login's, and keeps it", async () => {
    const u = await givenUser(t);
    const first = LoginAnswerSchema.parse((await loginAs(u, { 'accept-language': 'ig-NG' })).json());
    expect(first.language).toBe('ig');
    expect((await profileOf(u)).language).toBe('ig');
    // The next login from a Hausa device does not change what the account keeps.
    const second = LoginAnswerSchema.parse((await loginAs(u, { cookie: 'kasuwa-lang=ha' })).json());
    expect(second.language).toBe('ig');
    // …and its own message is in the device's language, the answer's words being the request's.
    expect(second.message).toBe('An shiga cikin nasara.');
  });

  it('a sign-up records the language in use; its confirmation e-mail is in it, and so are later ones', async () => {
    const person = newPerson();
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      headers: { cookie: 'kasuwa-lang=yo' },
      payload: person,
      remoteAddress: nextIp(),
    });
    expect(reg.statusCode, reg.body).toBe(202);
    await t.settle();
    const confirmation = t.sent.find((m) => m.to === person.email)!;
    expect(confirmation.subject).toBe('Fìdí àdírẹ́sì ímeèlì rẹ múlẹ̀');
    expect(confirmation.text).toContain(`Ẹ n lẹ́ o ${person.firstName},`);
    expect(confirmation.html).toContain('lang="yo-NG"');
    expect((await confirmFromMail(t, person.email)).statusCode).toBe(200);

    // A reset asked for from an English browser is still written in the account's language.
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/User/send-reset-email/${encodeURIComponent(person.email)}`,
      headers: { 'accept-language': 'en' },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(202);
    await t.settle();
    lastLink(t, person.email, '/reset');
    const resetMail = t.sent.filter((m) => m.to === person.email).at(-1)!;
    expect(resetMail.subject).toBe('Tún ọ̀rọ̀ aṣínà Kasuwa rẹ ṣe');
  });

  it('an account without a language gets English e-mails', async () => {
    const u = await givenUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/User/send-reset-email/${encodeURIComponent(u.email)}`,
      headers: { 'accept-language': 'pcm' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(202);
    await t.settle();
    const mail = t.sent.filter((m) => m.to === u.email).at(-1)!;
    expect(mail.subject).toBe('Reset your Kasuwa password');
    expect(mail.text).toContain(`Hello ${u.firstName},`);
  });
});
