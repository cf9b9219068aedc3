import { describe, expect, it, vi } from 'vitest';
import { installPrefetch } from './prefetch';

describe('prefetch', () => {
  it("loads a link's screen code when the link is hovered, touched or focused, and nothing unasked", async () => {
    const faq = vi.fn(async () => ({}));
    const login = vi.fn(async () => ({}));
    const other = vi.fn(async () => ({}));
    const idle = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    installPrefetch([
      {
        path: '/',
        children: [
          { path: 'faq', lazy: faq },
          { path: 'login', lazy: login },
          { path: 'orders', lazy: other },
        ],
      },
    ]);
    document.body.innerHTML =
      '<a href="/faq"><span>FAQ</span></a><a href="https://elsewhere.example/orders">x</a><a href="/login">Login</a>';
    document.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelectorAll('a')[1]!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(faq).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
    expect(idle).not.toHaveBeenCalled();
    document.querySelectorAll('a')[2]!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(login).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
