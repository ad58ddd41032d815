import { Injectable } from '@angular/core';

// An action after a plural collection with no input acts on every feed; the same shape sent
// the id of one tag names that one.
@Injectable({ providedIn: 'root' })
export class FeedService {
  async refresh(): Promise<void> {
    // @expect POST /api/feeds/refresh
    await fetch('/api/feeds/refresh', { method: 'POST' });
  }

  async removeTag(id: number): Promise<void> {
    // @expect POST /api/tags/delete
    await fetch('/api/tags/delete', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id }),
    });
  }

  // the route's short code i names nothing: the function names the image's metadata
  async GetImageMeta(image: string): Promise<{ width: number; height: number }> {
    // @expect GET /i/meta/{image}
    const res = await fetch(`/i/meta/${image}`);
    return res.json();
  }
}
