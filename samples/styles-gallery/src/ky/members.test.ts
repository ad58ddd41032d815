import ky from 'ky';
import { describe, expect, it } from 'vitest';

describe('members', () => {
  it('resets the fixture team', async () => {
    const res = await ky.post('https://api.workspace.example/v1/test/reset-team');
    expect(res.ok).toBe(true);
  });
});
