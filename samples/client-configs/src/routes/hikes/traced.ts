export const tracedFetch = (window as any).tracer.wrap(window.fetch)
