import { http, HttpResponse } from 'msw';

export const handlers = [
  // @expect-none
  http.get('/api/projects', () => HttpResponse.json([{ id: 'p1', name: 'Demo' }])),
  // @expect-none
  http.post('/api/projects', () => HttpResponse.json({ id: 'p2' }, { status: 201 })),
];
