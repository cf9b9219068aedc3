import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createPasswords, STANDARD_PASSWORD_COST, TEST_PASSWORD_COST } from './passwords.js';

describe('password hashing', () => {
  it('uses the standard argon2id cost everywhere but APP_ENV=test', () => {
    expect(loadConfig({ APP_ENV: 'test' }).security.testPasswordCost).toBe(true);
    expect(loadConfig({ APP_ENV: 'development' }).security.testPasswordCost).toBe(false);
    expect(STANDARD_PASSWORD_COST).toEqual({ memoryCost: 19_456, timeCost: 2 });
  });

  it('writes the cost into the hash, so a hash of either cost verifies under the other', async () => {
    const standard = createPasswords(STANDARD_PASSWORD_COST);
    const cheap = createPasswords(TEST_PASSWORD_COST);
    const strong = await standard.hash('Jollof-rice-1!');
    const light = await cheap.hash('Jollof-rice-1!');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(light).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await cheap.verify(strong, 'Jollof-rice-1!')).toBe(true);
    expect(await standard.verify(light, 'Jollof-rice-1!')).toBe(true);
    expect(await standard.verify(strong, 'Jollof-rice-2!')).toBe(false);
    // An unknown user is checked against a dummy hash and never passes.
    expect(await standard.verify(undefined, 'Jollof-rice-1!')).toBe(false);
  });
});
