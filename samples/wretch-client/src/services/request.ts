// A web console talking to its backend through wretch: one stored builder with addons, a CSRF
// header a defer callback adds when the page holds a token, and error handling that changes
// nothing the requests carry (rules wretch.request, wretch.deferred-headers).
import wretch from 'wretch';
import FormDataAddon from 'wretch/addons/formData';
import FormUrlAddon from 'wretch/addons/formUrl';
import QueryStringAddon from 'wretch/addons/queryString';

const reportError = (error: { status: number }) => console.error('request failed', error.status);

export const request = wretch('/api', { credentials: 'include' })
  .addon(FormDataAddon)
  .addon(FormUrlAddon)
  .addon(QueryStringAddon)
  .errorType('json')
  .catcher(500, reportError)
  .defer((w) => {
    const token = (globalThis as { csrfToken?: string }).csrfToken;
    return token ? w.headers({ 'X-CSRF-Token': token }) : w;
  });

// a stored builder extended with a path and a header, used by several calls
export const Devices = request.url('/devices').headers({ Accept: 'application/json' });

// a builder of its own, on another host, with a bearer token
export const metrics = (token: string) =>
  wretch('https://metrics.example.com/v1').auth(`Bearer ${token}`);

// a builder configured but never sent makes no request
// @expect-none
export const Drafts = request.url('/drafts').query({ mine: true });
