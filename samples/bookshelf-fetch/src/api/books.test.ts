import { describe, expect, it, vi } from 'vitest';
import { getBook } from './books';

describe('getBook', () => {
  it('asks the backend for one book', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    await getBook('9780000000001');
    expect(spy).toHaveBeenCalled();
    await fetch('https://api.bookshelf.example/v1/test-only/reset', { method: 'POST' });
  });
});
