import { describe, expect, it, vi } from 'vitest';
import { installPrefetch } from './prefetch';

describe('prefetch', () => {
  it("loads a link's screen code when the link is hovered, touched or focused, and the likely next screens when idle", async () => {
    const faq = vi.fn(async () => ({}));
    const login = vi.fn(async () => ({}));
    const other = vi.fn(async () => ({}));
    let idle: () => void = () => {};
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => {
      idle = fn;
      return 1;
    });
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
    document.body.innerHTML = '<a href="/faq"><span>FAQ</span></a><a href="https://elsewhere.example/orders">x</a>';
    document.querySelector('span')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.querySelectorAll('a')[1]!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(faq).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    expect(login).not.toHaveBeenCalled();
    idle();
    expect(login).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });
});
