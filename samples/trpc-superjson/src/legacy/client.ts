import { createTRPCProxyClient, httpLink } from '@trpc/client';
import { parse, stringify } from 'devalue';
import type { AppRouter } from '~/server/routers/_app';

// a transformer the tool does not model: inputs are devalue strings, not JSON
export const legacy = createTRPCProxyClient<AppRouter>({
  transformer: { serialize: (value: unknown) => stringify(value), deserialize: (text: string) => parse(text) },
  links: [httpLink({ url: 'https://legacy.example.com/trpc' })],
});

export function exportReport(format: 'csv' | 'pdf') {
  // @expect POST /report.export
  return legacy.report.export.mutate({ format });
}
