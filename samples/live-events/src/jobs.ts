import { fetchEventSource } from '@microsoft/fetch-event-source';
import { EventSourcePolyfill } from 'event-source-polyfill';

// Long-lived streams: review items, never Tools.
export function watchJob(id: string, onDone: () => void) {
  // @expect-none
  const events = new EventSource(`/api/jobs/${id}/events`);
  events.addEventListener('done', () => {
    onDone();
    events.close();
  });
  return events;
}

export function watchFeed(token: string) {
  // @expect-none
  return new EventSourcePolyfill('/api/feed/stream', { headers: { Authorization: `Bearer ${token}` } });
}

export function followBuild(buildId: string, onLine: (line: string) => void) {
  // @expect-none
  return fetchEventSource(`/api/builds/${buildId}/log`, { onmessage: (event) => onLine(event.data) });
}

export async function tailLogs(id: string) {
  // @expect-none
  const res = await fetch(`/api/logs/${id}/tail`, { headers: { Accept: 'text/event-stream' } });
  const reader = res.body!.getReader();
  return reader.read();
}

// A body read chunk by chunk stays a Tool, with a note to confirm it ends.
export async function downloadReport(id: string) {
  // @expect GET /api/reports/{id}/download
  const res = await fetch(`/api/reports/${id}/download`);
  const reader = res.body!.getReader();
  return reader.read();
}

// One-shot reads stay Tools.
export async function loadJob(id: string) {
  // @expect GET /api/jobs/{id}
  const res = await fetch(`/api/jobs/${id}`);
  return res.json();
}

export async function cancelJob(id: string) {
  // @expect POST /api/jobs/{id}/cancel
  await fetch(`/api/jobs/${id}/cancel`, { method: 'POST', headers: { Accept: 'application/json' } });
}

// A wrapper that reads the body chunk by chunk streams each call made through it: the
// streamed call is a Tool of its own, never merged with the plain read of its path.
async function* readChunks(url: string) {
  const res = await fetch(url);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  while (true) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

export async function followJob(id: string, onChunk: (text: string) => void) {
  // @expect GET /api/jobs/{id}
  for await (const chunk of readChunks(`/api/jobs/${id}?follow=true`)) onChunk(chunk);
}
