import { readDraft } from './draft';

// JSON.stringify encodes any value: each body below is typed as the value it is.

export function countComments(nodes: HTMLElement[]) {
  const byPage: { [url: string]: HTMLElement[] } = {};
  nodes.forEach((node) => {
    const url = node.dataset.url || window.location.href;
    (byPage[url] = byPage[url] || []).push(node);
  });
  const xhr = new XMLHttpRequest();
  // @expect POST /api/counts
  xhr.open('POST', '/api/counts');
  xhr.setRequestHeader('Content-Type', 'application/json');
  xhr.send(JSON.stringify(Object.keys(byPage)));
}

export function linkPages(first: string, second: string) {
  // @expect POST /api/links
  return fetch('/api/links', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify([first, second]),
  });
}

export function setRetention(days: number) {
  // @expect PUT /api/retention
  return fetch('/api/retention', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(days),
  });
}

export function setMotto(motto: string) {
  // @expect PUT /api/motto
  return fetch('/api/motto', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(motto),
  });
}

// A value the source does not show: its type stays unknown, with a review item.
export function saveDraft() {
  // @expect PUT /api/draft
  return fetch('/api/draft', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(readDraft()),
  });
}
